//! The judge formats: every golden file, and the formats against naive
//! implementations of them written here (`moves`, `play`, `console`, and
//! the small judges' formats).

mod console;
mod golden;
mod judges;
mod moves;
mod play;
