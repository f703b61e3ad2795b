import type { Migration } from 'kysely';
import * as channelsAndApiKeys from './20251121120000_channels_and_api_keys';
import * as channelContent from './20251121120100_channel_content';
import * as catalogue from './20251121120200_catalogue';
import * as passesAndPrerolls from './20251121120300_passes_and_prerolls';
import * as events from './20251121120400_events';
import * as vodLibrary from './20251121120500_vod_library';
import * as geoRulesAndForms from './20251121120600_geo_rules_and_forms';
import * as users from './20251122120000_users';
import * as jobsMailTokens from './20251122120100_jobs_mail_tokens';
import * as socialAndDevices from './20251122120200_social_and_devices';
import * as media from './20251122120300_media';
import * as prerollsDownloads from './20251122120400_prerolls_downloads';
import * as commerce from './20251122120500_commerce';
import * as sandboxPayments from './20251122120600_sandbox_payments';
import * as paymentCustomers from './20251123120000_payment_customers';
import * as oneLiveOrder from './20251125120000_one_live_order';
import * as periodCountAndReceipts from './20251125120300_period_count_and_receipts';
import * as favorites from './20251125120600_favorites';
import * as clips from './20251125120700_clips';
import * as calendarFeeds from './20251125120800_calendar_feeds';
import * as watchPositions from './20251125120900_watch_positions';
import * as operatorConsole from './20251126100000_operator_console';
import * as pagesPublished from './20251126100200_pages_published';
import * as eventVisibility from './20251126100300_event_visibility';
import * as operatorTotpLastStep from './20251126105930_operator_totp_last_step';
import * as mediaLibrary from './20251127100000_media_library';
import * as analyticsRaw from './20251127110000_analytics_raw';
import * as analyticsRollups from './20251127110100_analytics_rollups';
import * as offerEditing from './20251128100000_offer_editing';
import * as promoCodes from './20251128100100_promo_codes';
import * as refunds from './20251128100200_refunds';
import * as ordersConsoleIndex from './20251128100201_orders_console_index';
import * as signIns from './20251128100300_sign_ins';
import * as revenueIndexes from './20251128100400_revenue_indexes';
import * as eventLiveSlate from './20251129100000_event_live_slate';
import * as noZeroSingleEventOffers from './20251129100600_no_zero_single_event_offers';
import * as analyticsCleanUrls from './20251129110000_analytics_clean_urls';
import * as clipsCountHeld from './20251129120000_clips_count_held';
import * as liveIngest from './20251129130000_live_ingest';
import * as choreLeases from './20261129141000_chore_leases';
import * as jobRequestId from './20261129143000_job_request_id';
import * as channelSetup from './20261129190000_channel_setup';
import * as offerValidityCaps from './20261129192000_offer_validity_caps';
import * as announcements from './20261129194000_announcements';
import * as demoMediaSetting from './20261129195000_demo_media_setting';
import * as liveChat from './20261130100000_live_chat';
import * as eventScores from './20261130110000_event_scores';
import * as notifications from './20261130120000_notifications';
import * as devicesAndStreamLeases from './20261130130000_devices_and_stream_leases';
import * as programmeStartup from './20261201110000_programme_startup';
import * as viewerSketches from './20261201120000_viewer_sketches';
import * as deviceLabels from './20261206120000_device_labels_in_no_language';

/**
 * Every migration, by name. The server is bundled into one file, so migrations are listed here
 * rather than discovered on disk. Add new ones at the end (users and orders come next).
 */
export const migrations: Record<string, Migration> = {
  '20251121120000_channels_and_api_keys': channelsAndApiKeys,
  '20251121120100_channel_content': channelContent,
  '20251121120200_catalogue': catalogue,
  '20251121120300_passes_and_prerolls': passesAndPrerolls,
  '20251121120400_events': events,
  '20251121120500_vod_library': vodLibrary,
  '20251121120600_geo_rules_and_forms': geoRulesAndForms,
  '20251122120000_users': users,
  '20251122120100_jobs_mail_tokens': jobsMailTokens,
  '20251122120200_social_and_devices': socialAndDevices,
  '20251122120300_media': media,
  '20251122120400_prerolls_downloads': prerollsDownloads,
  '20251122120500_commerce': commerce,
  '20251122120600_sandbox_payments': sandboxPayments,
  '20251123120000_payment_customers': paymentCustomers,
  '20251125120000_one_live_order': oneLiveOrder,
  '20251125120300_period_count_and_receipts': periodCountAndReceipts,
  '20251125120600_favorites': favorites,
  '20251125120700_clips': clips,
  '20251125120800_calendar_feeds': calendarFeeds,
  '20251125120900_watch_positions': watchPositions,
  '20251126100000_operator_console': operatorConsole,
  '20251126100200_pages_published': pagesPublished,
  '20251126100300_event_visibility': eventVisibility,
  '20251126105930_operator_totp_last_step': operatorTotpLastStep,
  '20251127100000_media_library': mediaLibrary,
  '20251127110000_analytics_raw': analyticsRaw,
  '20251127110100_analytics_rollups': analyticsRollups,
  '20251128100000_offer_editing': offerEditing,
  '20251128100100_promo_codes': promoCodes,
  '20251128100200_refunds': refunds,
  '20251128100201_orders_console_index': ordersConsoleIndex,
  '20251128100300_sign_ins': signIns,
  '20251128100400_revenue_indexes': revenueIndexes,
  '20251129100000_event_live_slate': eventLiveSlate,
  '20251129100600_no_zero_single_event_offers': noZeroSingleEventOffers,
  '20251129110000_analytics_clean_urls': analyticsCleanUrls,
  '20251129120000_clips_count_held': clipsCountHeld,
  '20251129130000_live_ingest': liveIngest,
  '20261129141000_chore_leases': choreLeases,
  '20261129143000_job_request_id': jobRequestId,
  '20261129190000_channel_setup': channelSetup,
  '20261129192000_offer_validity_caps': offerValidityCaps,
  '20261129194000_announcements': announcements,
  '20261129195000_demo_media_setting': demoMediaSetting,
  '20261130100000_live_chat': liveChat,
  '20261130110000_event_scores': eventScores,
  '20261130120000_notifications': notifications,
  '20261130130000_devices_and_stream_leases': devicesAndStreamLeases,
  '20261201110000_programme_startup': programmeStartup,
  '20261201120000_viewer_sketches': viewerSketches,
  '20261206120000_device_labels_in_no_language': deviceLabels,
};
