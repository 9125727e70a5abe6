//! `--hash MB`: the exact solver as the commands that use it (`solve`,
//! `best`) set it up, on the instruction-set kernel this machine runs.

use crate::error::{Error, Result};
use crate::search::endgame::Solver;

/// The table size without `--hash`, in megabytes (which takes 1 to
/// [`crate::cli::args::MAX_HASH_MB`]).
pub const DEFAULT_HASH_MB: u64 = 32;

/// A one-thread solver with the table `--hash` asked for (`mb`, or the
/// default; see [`Solver::with_megabytes`]). A usage error when the
/// kernel cannot run here or the table cannot be allocated.
pub fn solver(mb: Option<u64>) -> Result<Solver> {
    crate::bitboard::kernel::Kernel::chosen().map_err(Error::usage)?;
    let mb = mb.unwrap_or(DEFAULT_HASH_MB);
    Solver::with_megabytes(mb).map_err(|_| Error::usage(format!("cannot allocate a {mb} MB table")))
}
