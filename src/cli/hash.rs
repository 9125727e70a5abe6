//! `--hash MB`: the exact solver as the commands that use it (`solve`,
//! `best`) set it up, on the instruction-set kernel this machine runs.

use crate::cli::args::{Args, MAX_HASH_MB};
use crate::error::{Error, Result};
use crate::search::endgame::Solver;

/// The table size without `--hash`, in megabytes.
pub const DEFAULT_HASH_MB: u64 = 32;
/// `--hash`: 1 to [`MAX_HASH_MB`] megabytes, [`DEFAULT_HASH_MB`] without it.
fn hash_mb(args: &Args) -> Result<u64> {
    Ok(args
        .bounded("--hash", 1, MAX_HASH_MB)?
        .unwrap_or(DEFAULT_HASH_MB))
}

/// A one-thread solver with the table `--hash` asks for (see
/// [`Solver::with_megabytes`]). A usage error when the kernel cannot run
/// here or the table cannot be allocated.
pub fn solver(args: &Args) -> Result<Solver> {
    crate::bitboard::kernel::Kernel::chosen().map_err(Error::usage)?;
    let mb = hash_mb(args)?;
    Solver::with_megabytes(mb).map_err(|_| Error::usage(format!("cannot allocate a {mb} MB table")))
}
