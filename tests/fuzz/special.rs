//! Special files where a file is expected, at every place `dhayam-cli` opens one: a named
//! pipe, a link to `/dev/zero` and a folder are each refused at once, saying what they
//! are, where they once blocked forever or filled the memory (issue 31, finding 3). The
//! window's files (its argument, the autosave, the settings, the statistics) go through
//! the same `envelope::read`, tested in the library.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dhayam::games::{GameFile, Statistics};
use dhayam::store::game_file::Payload;
use dhayam::store::statistics::StatisticsFile;

/// The special files in a folder of their own, removed when the test ends.
fn special_files(name: &str) -> (tempfile::TempDir, Vec<(PathBuf, &'static str)>) {
    let temp = tempfile::Builder::new()
        .prefix(&format!("dhayam-fuzz-{name}-"))
        .tempdir()
        .unwrap();
    let dir = temp.path();
    let fifo = dir.join("game.dhayam");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success(), "mkfifo");
    let zero = dir.join("zero.dhayam");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let folder = dir.join("folder.dhayam");
    std::fs::create_dir(&folder).unwrap();
    (
        temp,
        vec![(fifo, "named pipe"), (zero, "device"), (folder, "folder")],
    )
}

/// Runs the CLI with a time limit, killing it (and failing) if it runs over.
fn cli(args: &[&std::ffi::OsStr]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let clock = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let out = child.wait_with_output().unwrap();
            let text = String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr);
            return (status.code(), text);
        }
        if clock.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("dhayam-cli {args:?} ran for 10 s (a hang)");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn every_command_that_opens_a_file_refuses_special_files_at_once() {
    let (_dir, files) = special_files("cli");
    for (path, what) in &files {
        for command in [
            &["check"][..],
            &["replay"][..],
            &["review"][..],
            &["learn"][..],
            &["makruk", "pgn"][..],
        ] {
            let mut args: Vec<&std::ffi::OsStr> =
                command.iter().map(|a| std::ffi::OsStr::new(*a)).collect();
            args.push(path.as_os_str());
            let (code, text) = cli(&args);
            assert!(
                matches!(code, Some(1 | 2)),
                "{command:?} {what}: {code:?} {text}"
            );
            assert!(text.contains(what), "{command:?} {what}: {text}");
            assert!(!text.contains("panicked"), "{text}");
        }
    }
}

#[test]
fn the_library_reader_refuses_them_too() {
    let (_dir, files) = special_files("lib");
    for (path, what) in &files {
        let e = GameFile::load(Path::new(path)).unwrap_err();
        assert!(e.to_string().contains(what), "{what}: {e}");
        let (_, notice) = Statistics::load(path);
        assert!(notice.is_some(), "{what}");
    }
}
