//! The documentation cannot drift: every help example and README example
//! prints what it shows, and the README agrees with the program and CI.

mod help;
mod readme;
