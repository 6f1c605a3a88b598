export { centsToDecimal, centsToNumber, type DecimalLike, percentOf, toCents } from '@shopforge/service-kit';
