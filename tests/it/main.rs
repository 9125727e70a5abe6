//! The integration tests, one binary (`cargo test --test integration`),
//! in modules by subject. The oracles they compare with are independent
//! implementations written for the tests (`oracle`); the data they read
//! sits under `fixtures/`.
//!
//! The binary's allocator (`support::allocator`) counts each thread's
//! bytes for the tests that measure memory; it passes every call to the
//! system allocator.

mod bundles;
mod docs;
mod formats;
mod oracle;
mod plan;
mod registry;
mod robustness;
mod rules;
mod support;
mod tools;
mod variants;
