//! The tools for setters and players, one file each and thin: options in,
//! a library call, output. Each library is a module of its own below them
//! ([`crate::bitboard::perft`], [`crate::search`], [`crate::engine`],
//! [`crate::gen`], [`crate::diff`], [`crate::judge`], [`crate::bundle`]).

pub mod best;
pub mod bundle;
pub mod diff;
pub mod gen;
pub mod gtp;
pub mod judge;
pub mod nboard;
pub mod perft;
pub mod record;
pub mod solve;
pub mod train;
pub mod versus;
