/** What every process of the tested cluster gets besides what the cluster sets (short demo videos, raised per-IP limits: every journey comes from one address). */
export const CLUSTER_ENV = {
  LOG_LEVEL: 'info',
  MEDIA_DEMO_SECONDS: '12',
  API_KEY_ISSUE_LIMIT: '1000',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_IDENTIFIER: '1000',
};
