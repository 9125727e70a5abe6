//! The judge formats: every golden file, and the formats against naive
//! implementations of them written here (`moves`, `play`, `console`, and
//! the small judges' formats) or in `oracle` with their own generators.

mod botzone;
mod console;
mod golden;
mod hackerearth;
mod judges;
mod moves;
mod oracles;
mod play;
mod statement_oracles;
mod tall;
