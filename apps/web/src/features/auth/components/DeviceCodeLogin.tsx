import type { DeviceCode } from '@ott/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastRequestError } from '../../../components/ui/toast-request-error';
import { isApiError } from '@ott/client/api-error';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { pollDeviceCode, requestDeviceCode } from '../api/device-code';
import { startSession } from '../api/start-session';

type Step = { name: 'idle' } | { name: 'requesting' } | { name: 'waiting'; device: DeviceCode } | { name: 'expired' } | { name: 'failed' };

/** Polls until a signed-in user enters the code elsewhere, then signs this browser in as them. */
function useDeviceLinking(step: Step, setStep: (step: Step) => void) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (step.name !== 'waiting') return;
    const { expires_at, poll_interval_seconds } = step.device;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      if (Date.parse(expires_at) <= Date.now()) return setStep({ name: 'expired' });
      try {
        const result = await pollDeviceCode();
        if (stopped) return;
        if (result.status === 'linked') {
          await startSession(result);
          await navigate(returnPage(), { replace: true });
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === 400) return setStep({ name: 'expired' });
        toastRequestError(error, t);
        return setStep({ name: 'failed' });
      }
      timer = setTimeout(() => void poll(), poll_interval_seconds * 1000);
    };
    timer = setTimeout(() => void poll(), poll_interval_seconds * 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [step, setStep, navigate, t]);
}

/** "Sign in with a code" (channel setting remoteAuth): for a TV or a shared browser, linked from a device where the user is signed in. */
export function DeviceCodeLogin() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  useDeviceLinking(step, setStep);
  const sectionRef = useRef<HTMLElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const getCodeRef = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(step.name);
  // Each step replaces the button that had the focus (or disables it while asking): the focus moves to the button of
  // the new step, so the next Tab goes on from here rather than from the top of the page. Only from this panel.
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    const focused = document.activeElement;
    if (focused !== document.body && !(focused && sectionRef.current?.contains(focused))) return;
    if (step.name === 'waiting') cancelRef.current?.focus();
    else if (step.name !== 'requesting') getCodeRef.current?.focus();
  }, [step.name]);

  const request = async () => {
    setStep({ name: 'requesting' });
    try {
      setStep({ name: 'waiting', device: await requestDeviceCode() });
    } catch (error) {
      toastRequestError(error, t);
      setStep({ name: 'idle' });
    }
  };
  const getCode = (
    <button ref={getCodeRef} type="button" className="button button--ghost" disabled={step.name === 'requesting'} onClick={() => void request()}>
      {step.name === 'idle' || step.name === 'requesting' ? t('auth.device.start') : t('auth.device.again')}
    </button>
  );

  return (
    <section ref={sectionRef} className="device-login" aria-labelledby="device-login-title">
      <h2 id="device-login-title" className="device-login__title">
        {t('auth.device.title')}
      </h2>
      {step.name === 'waiting' ? (
        <>
          <p className="muted">
            {t('auth.device.instructions')}{' '}
            <a href={step.device.verification_url} target="_blank" rel="noreferrer">
              {step.device.verification_url}
            </a>
          </p>
          <p className="device-login__code">{step.device.code}</p>
          <p className="muted" role="status">
            {t('auth.device.waiting')}
          </p>
          <button ref={cancelRef} type="button" className="button button--ghost button--small" onClick={() => setStep({ name: 'idle' })}>
            {t('auth.device.cancel')}
          </button>
        </>
      ) : (
        <>
          <p className="muted" role={step.name === 'expired' || step.name === 'failed' ? 'alert' : undefined}>
            {t(step.name === 'expired' ? 'auth.device.expired' : step.name === 'failed' ? 'auth.device.failed' : 'auth.device.intro')}
          </p>
          {getCode}
        </>
      )}
    </section>
  );
}
