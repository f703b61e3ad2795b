export { formatPrice as money, parseAmount as minorUnits, when } from '@ott/client/format';
