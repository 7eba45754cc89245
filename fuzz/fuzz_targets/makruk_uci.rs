//! Any bytes as a UCI session on stdin: the engine answers every `go` with a `bestmove`
//! and ends at the end of the input. Searches are kept short: the limits of `go` that
//! could search for minutes are taken out before the session runs.
#![no_main]

use std::io::Cursor;
use std::sync::{Arc, Mutex};

use libfuzzer_sys::fuzz_target;

#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fuzz_target!(|data: &[u8]| {
    // Every `go` becomes `go depth 1`, every Hash a small one: a fuzzer's minute
    // should be spent on the reading, not on searches.
    let mut session = Vec::new();
    for line in data.split(|&b| b == b'\n') {
        let words = String::from_utf8_lossy(line);
        let first = words.split_whitespace().next();
        match first {
            Some("go") => session.extend_from_slice(b"go depth 1"),
            Some("setoption") if words.to_ascii_lowercase().contains("hash") => {}
            _ => session.extend_from_slice(line),
        }
        session.push(b'\n');
    }
    let out = Shared::default();
    dhayam::makruk::ai::uci::run(Cursor::new(session.clone()), out.clone()).unwrap();
    let text = String::from_utf8_lossy(&out.0.lock().unwrap()).into_owned();
    let gos = session
        .split(|&b| b == b'\n')
        .filter_map(|l| std::str::from_utf8(l).ok())
        .filter(|l| l.split_whitespace().next() == Some("go"))
        .count();
    let quit = session
        .split(|&b| b == b'\n')
        .filter_map(|l| std::str::from_utf8(l).ok())
        .any(|l| l.trim() == "quit");
    if !quit {
        assert_eq!(text.lines().filter(|l| l.starts_with("bestmove")).count(), gos);
    }
});
