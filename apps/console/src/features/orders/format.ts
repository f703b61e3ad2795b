export { money, parseAmount as minorUnits, when } from '../../lib/format';
