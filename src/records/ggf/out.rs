//! Where `--ggf FILE` of `play` and `match` sends its records, and the
//! `RE` they write.

use crate::error::Result;
use crate::output_file::OutputFile;
use std::io::Write;

/// The records' destination: standard output, or a file written whole at
/// the end.
pub enum GgfOut {
    /// `-`: after the command's own output.
    Stdout,
    /// A file, created when the option is read (so that a name that cannot
    /// be written is refused before any work).
    File(OutputFile),
}

impl GgfOut {
    /// The destination `value` of option `option`, if given.
    pub fn open(option: &str, value: Option<&str>) -> Result<Option<GgfOut>> {
        Ok(match value {
            None => None,
            Some("-") => Some(GgfOut::Stdout),
            Some(path) => Some(GgfOut::File(OutputFile::create(option, path.as_ref())?)),
        })
    }

    /// Writes `records` (whole lines) where the option said.
    pub fn write(self, records: &str, out: &mut dyn Write) -> Result<()> {
        match self {
            GgfOut::Stdout => Ok(out.write_all(records.as_bytes())?),
            GgfOut::File(f) => f.finish(records.as_bytes()),
        }
    }
}

/// `RE` of a finished game, black's discs minus white's as GGS and Edax
/// write it: `+12.000`, `-4.000`, `+0.000`.
pub fn result_value(black: usize, white: usize) -> String {
    format!("{:+}.000", black as i64 - white as i64)
}
