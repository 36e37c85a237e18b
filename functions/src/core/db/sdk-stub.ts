/**
 * Stands in for `@aws-sdk/lib-dynamodb` in Lambda bundles. ElectroDB requires that package at
 * load time for its v3-client wrapper, which is never used: our DocumentClient offers ElectroDB
 * the v2 interface. Aliasing it here keeps the AWS SDK (hundreds of KB) out of every bundle.
 */
export {};
