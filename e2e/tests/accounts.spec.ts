import { type Page, expect, test } from '@playwright/test';
import { linkTo, mailTo, registerAccount, uniqueEmail } from '../support/accounts';

const header = (page: Page) => page.getByRole('banner');

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await header(page).getByRole('link', { name: 'My account' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe('accounts', () => {
  // Each journey registers, reads mail and signs in and out several times: more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('register, verify by the mailed link, sign in again, edit the profile and sign out', async ({ page, request }) => {
    const email = uniqueEmail('register');
    const password = 'season-ticket-2026';
    await page.goto('/registration');
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await expect(page.getByText('You are not registered yet. Please accept terms and conditions and click Register to continue.')).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    // Terms unchecked: the form says so and sends nothing.
    await expect(page.getByText('Please accept terms & conditions')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/verify-notice$/);
    await expect(page.getByText(`We have sent a verification link to ${email}`)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();

    const mail = await mailTo(request, email);
    await page.goto(linkTo(mail, '/verify-email'));
    await expect(page.getByText(`Thank you! ${email} is confirmed.`)).toBeVisible();

    await signOut(page);
    await header(page).getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, 'not-the-password');
    await expect(page.getByText('Wrong auth data').or(page.getByRole('alert').filter({ hasText: /password|incorrect|wrong/i })).first()).toBeVisible();
    await signIn(page, email, password);
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();

    await header(page).getByRole('link', { name: 'My account' }).click();
    await expect(page.getByText('Signed in as Jordan Rivera')).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel('First name').fill('Jordy');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Jordy');

    await signOut(page);
    // Signed out, the account area asks to sign in again.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a password reset by the mailed link lets the user sign in with the new password', async ({ page, request }) => {
    const { email, password } = await registerAccount(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset-request$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByText(`We have sent a link to reset your password to ${email}`)).toBeVisible();

    const mail = await mailTo(request, email, /reset|password/i);
    await page.goto(linkTo(mail, '/password-reset'));
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
    await page.getByLabel('Confirm password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();

    await page.goto('/login');
    await signIn(page, email, password);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await signIn(page, email, 'a-brand-new-secret');
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
  });

  test('a deep page opened signed out is where the user lands after signing in', async ({ page, request }) => {
    const { email, password } = await registerAccount(request, 'deep');
    await page.goto('/profile/transactions');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/profile\/transactions$/);
    await expect(page.getByText('No payments or refunds yet.')).toBeVisible();

    await signOut(page);
    await page.goto('/upcoming?sport=basketball');
    await header(page).getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/upcoming\?sport=basketball$/);
    // Signed in, the sign-in page itself sends the user home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an operator-created account with a temporary password is kept on /profile/edit until it chooses a password', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'newcomer@varsity.test', 'temporary-4821');
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByText('Your account has a temporary password. Choose a new password to continue.')).toBeVisible();

    await page.goto('/upcoming');
    await expect(page).toHaveURL(/\/profile\/edit$/);
    // In-app navigation is held back the same way as a typed address.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);

    await page.getByLabel('New password', { exact: true }).fill('my-own-password-1');
    await page.getByLabel('Confirm password').fill('my-own-password-1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await page.goto('/upcoming');
    await expect(page).toHaveURL(/\/upcoming$/);
  });

  test('a second browser is linked by entering its code in the signed-in one', async ({ browser, page, request }) => {
    const { email, password } = await registerAccount(request, 'device');
    const tv = await browser.newContext();
    const tvPage = await tv.newPage();
    await tvPage.goto('/login');
    await tvPage.getByRole('button', { name: 'Get a code' }).click();
    const code = (await tvPage.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(tvPage.getByText('Waiting for the code to be entered…')).toBeVisible();

    await page.goto('/login');
    await signIn(page, email, password);
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/profile/sessions/add');
    await page.getByLabel('Code shown on the device').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Link the device' }).click();
    await expect(page.getByText('The device is now signed in to your account.')).toBeVisible();

    await expect(tvPage.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible({ timeout: 30_000 });
    await tv.close();
  });

  test('an account is deleted only after the mailed confirmation', async ({ page, request }) => {
    const { email, password } = await registerAccount(request, 'delete');
    await page.goto('/login');
    await signIn(page, email, password);
    await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/profile/edit');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Send the confirmation email' }).click();
    await expect(page.getByText(`Check ${email}: open the link in the email to confirm the deletion.`)).toBeVisible();

    const mail = await mailTo(request, email, /delet|suppr/i);
    await page.goto(linkTo(mail, '/confirm-account-deletion'));
    await expect(page.getByText(`The account ${email} and its data have been deleted.`)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.goto('/login');
    await signIn(page, email, password);
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
