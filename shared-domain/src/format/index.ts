export { formatDate, formatWallClock, WALL_CLOCK_ZONE, type DateLayout } from './dates';
export { formatHours, formatNumber, formatPercent } from './numbers';
export { canonicalCurrency, DEFAULT_SHOP_CURRENCY, formatMoney } from './money';
