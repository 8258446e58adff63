// Shared setup for the unit project (owned by the app team; kept empty until they fill it).
export {};
