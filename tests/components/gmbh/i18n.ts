// The GmbH component tests' i18n is the shared test helper (every module's messages loaded).
export { testI18n as gmbhI18n } from '../../helpers/i18n'
