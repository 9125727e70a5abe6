//! The input a command reads: the file named on its command line, or
//! standard input, its read errors naming it.

use super::args::Args;
use crate::error::{Error, Result};
use std::fs::File;
use std::io::{BufRead, BufReader, Read};

/// The input named by the command line: the file argument, or `stdin`
/// when there is none (or it is `-`). Its read errors name it.
pub fn open_input<'a, T>(
    args: &Args<T>,
    stdin: &'a mut dyn BufRead,
) -> Result<Box<dyn BufRead + 'a>> {
    match args.input_file()? {
        None => Ok(Box::new(Named::new(stdin, "standard input".into()))),
        Some(path) => {
            let f =
                File::open(path).map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
            let f = BufReader::with_capacity(1 << 16, f);
            Ok(Box::new(Named::new(f, format!("`{path}`"))))
        }
    }
}

/// A reader whose errors say what it reads: `cannot read `dir`: Is a
/// directory`, so that every I/O error names its file.
pub struct Named<R> {
    inner: R,
    name: String,
}

impl<R> Named<R> {
    /// `inner`, called `name` (`standard input`, or a path in backquotes)
    /// in its errors.
    pub fn new(inner: R, name: String) -> Named<R> {
        Named { inner, name }
    }
}

fn name_error(name: &str, e: std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("cannot read {name}: {e}"))
}

impl<R: Read> Read for Named<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let name = &self.name;
        self.inner.read(buf).map_err(|e| name_error(name, e))
    }
}

impl<R: BufRead> BufRead for Named<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        let name = &self.name;
        self.inner.fill_buf().map_err(|e| name_error(name, e))
    }

    fn consume(&mut self, n: usize) {
        self.inner.consume(n)
    }
}
