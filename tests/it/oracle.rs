//! Independent oracles: deliberately slow, naive implementations written
//! from the rules and the problem statements alone, sharing no code with
//! the library, so that the tests can trust them. One oracle per file; a
//! new one is a file here and a `mod` line below.

pub mod grid;
pub mod variants;
