//! The files the commands write (`train --out`, `gen --costs-file`): a
//! regular file or a new name, written whole into a temporary file beside
//! it and renamed into its place; a symbolic link is written through, to
//! its target. Anything else (a directory, a FIFO, a device, a socket, a
//! link to nothing) is refused before any work, with the usage status:
//! the rename would replace it by a regular file.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A file being written: the temporary file, created at once (so that a
/// name that cannot be written is refused before any work), put in the
/// target's place by [`OutputFile::finish`], and removed if that never
/// comes (an error, a panic).
pub struct OutputFile {
    temp: PathBuf,
    /// Where the bytes go: the name given, or the file its link leads to.
    target: PathBuf,
    file: Option<std::fs::File>,
    /// Renamed into place.
    done: bool,
}

impl OutputFile {
    /// Prepares to write `path`, which `option` (`--out`) named; a usage
    /// error when `path` is not a regular file or a new name, or when no
    /// file can be created beside it.
    pub fn create(option: &str, path: &Path) -> Result<OutputFile> {
        let refuse = |why: &str| Error::usage(format!("{option} {}: {why}", path.display()));
        let target = match std::fs::metadata(path) {
            Ok(m) if m.is_file() => std::fs::canonicalize(path)
                .map_err(|e| Error::usage(format!("cannot write {}: {e}", path.display())))?,
            Ok(m) if m.is_dir() => return Err(refuse("is a directory")),
            Ok(m) => return Err(refuse(&format!("is {}, not a regular file", kind(&m)))),
            Err(_) if std::fs::symlink_metadata(path).is_ok() => {
                return Err(refuse("is a symbolic link to nothing"))
            }
            Err(_) => path.to_path_buf(),
        };
        let name = target
            .file_name()
            .ok_or_else(|| refuse("not a file name"))?;
        let mut temp_name = std::ffi::OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".tmp{}", std::process::id()));
        let temp = target.with_file_name(temp_name);
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .map_err(|e| Error::usage(format!("cannot write {}: {e}", path.display())))?;
        Ok(OutputFile {
            temp,
            target,
            file: Some(file),
            done: false,
        })
    }

    /// Writes `bytes` and puts the file in the target's place.
    pub fn finish(mut self, bytes: &[u8]) -> Result<()> {
        if let Some(mut file) = self.file.take() {
            file.write_all(bytes)?;
            file.sync_all()?;
        }
        std::fs::rename(&self.temp, &self.target)?;
        self.done = true;
        Ok(())
    }
}

impl Drop for OutputFile {
    /// An unfinished temporary file is removed.
    fn drop(&mut self) {
        if !self.done {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

/// What a file that is neither a regular file nor a directory is, in a
/// few words.
fn kind(m: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    let _ = m;
    "a special file"
}
