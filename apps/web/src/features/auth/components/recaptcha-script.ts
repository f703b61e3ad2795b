/** The part of Google's reCAPTCHA v2 API the registration form uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onRecaptchaReady?: () => void;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaReady';
let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once, and only for channels that enable reCAPTCHA. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onRecaptchaReady = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not start')));
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
