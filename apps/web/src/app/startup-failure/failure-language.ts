import { channelLanguageEntry, DEFAULT_LANGUAGE, isAppLanguage, storedLanguageChoice, type AppLanguage } from '../../lib/i18n';
import { localStore } from '../../lib/storage';

function browserLanguage(languages: readonly string[]): AppLanguage | undefined {
  return languages.map((tag) => tag.toLowerCase().split('-')[0]).find(isAppLanguage);
}

/**
 * The language of a failed start, when the channel's own settings could not be read: the visitor's choice,
 * else the channel's language remembered from its last successful start, else the browser's, else English.
 */
export function startupFailureLanguage(channelKey: string | undefined, browserLanguages: readonly string[] = navigator.languages ?? []): AppLanguage {
  const remembered = channelKey ? localStore.get<string>(channelLanguageEntry(channelKey)) : undefined;
  return storedLanguageChoice() ?? (isAppLanguage(remembered) ? remembered : undefined) ?? browserLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}
