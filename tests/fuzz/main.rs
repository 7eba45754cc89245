//! Bounded fuzzing of every reader the app has (issue 31): PGN, FEN, DPN, UCI sessions,
//! saves of both games, settings TOML and statistics JSON. Each reader gets a few thousand
//! cases from a seeded generator (the same cases every run: a failure names its case and
//! comes back), mutations of real files as well as noise. Every case runs under a
//! watchdog: a case that takes longer than its limit fails the test instead of hanging
//! it, and a panic is counted and fails it too. The figures (cases, panics, slowest case)
//! are printed for the issue's closing note (`cargo test --test fuzz_readers -- --nocapture`).

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use dhayam::games::GameFile;
use dhayam::store::game_file::Payload;
use dhayam::store::settings::SettingsFile;
use dhayam::store::statistics::StatisticsFile;

mod special;

/// What one reader's run found.
struct Report {
    cases: usize,
    panics: usize,
    slowest: Duration,
}

/// Runs `read` on every case on a worker thread, under a per-case `limit` kept by this
/// thread: a case still running after it fails the test, naming the case.
fn fuzz(
    name: &str,
    cases: Vec<Vec<u8>>,
    limit: Duration,
    read: impl Fn(&[u8]) + Send + 'static,
) -> Report {
    let (tx, rx) = mpsc::channel::<(usize, bool, Duration)>();
    let count = cases.len();
    let shown: Vec<String> = cases
        .iter()
        .map(|c| format!("{:?}", String::from_utf8_lossy(&c[..c.len().min(300)])))
        .collect();
    let worker = std::thread::spawn(move || {
        for (i, case) in cases.iter().enumerate() {
            let clock = Instant::now();
            let panicked = catch_unwind(AssertUnwindSafe(|| read(case))).is_err();
            if tx.send((i, panicked, clock.elapsed())).is_err() {
                return;
            }
        }
    });
    let mut report = Report {
        cases: 0,
        panics: 0,
        slowest: Duration::ZERO,
    };
    let mut failures = Vec::new();
    for i in 0..count {
        match rx.recv_timeout(limit) {
            Ok((n, panicked, took)) => {
                report.cases += 1;
                report.slowest = report.slowest.max(took);
                if panicked {
                    report.panics += 1;
                    failures.push(format!("case {n} panicked: {}", shown[n]));
                }
            }
            Err(_) => panic!(
                "{name}: case {i} ran longer than {limit:?} (a hang): {}",
                shown[i]
            ),
        }
    }
    worker.join().expect("the worker ends");
    println!(
        "fuzz {name}: {} cases, {} panics, 0 hangs, slowest {:.1} ms",
        report.cases,
        report.panics,
        report.slowest.as_secs_f64() * 1000.0
    );
    assert!(failures.is_empty(), "{name}: {}", failures.join("\n"));
    report
}

/// The generator: real texts mutated a few times, and noise, from one seed.
struct Cases {
    rng: ChaCha8Rng,
    /// Words worth inserting for this format (its brackets, keywords, numbers).
    words: Vec<&'static [u8]>,
}

impl Cases {
    fn new(seed: u64, words: &[&'static str]) -> Cases {
        Cases {
            rng: ChaCha8Rng::seed_from_u64(seed),
            words: words.iter().map(|w| w.as_bytes()).collect(),
        }
    }

    fn below(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n.max(1) as u64) as usize
    }

    /// One edit: insert a word or a byte, delete or repeat a stretch, overwrite a byte,
    /// cut the end.
    fn mutate(&mut self, text: &mut Vec<u8>) {
        let at = self.below(text.len() + 1);
        match self.below(7) {
            0 | 1 => {
                let i = self.below(self.words.len());
                let word = self.words[i];
                let _ = text.splice(at..at, word.iter().copied());
            }
            2 => {
                let byte = (self.rng.next_u32() & 0xff) as u8;
                text.insert(at, byte);
            }
            3 => {
                let end = (at + self.below(16)).min(text.len());
                text.drain(at..end);
            }
            4 => {
                let end = (at + self.below(64)).min(text.len());
                let copy = text[at..end].to_vec();
                let _ = text.splice(at..at, copy);
            }
            5 if !text.is_empty() => {
                const BYTES: &[u8] =
                    b"{}()[];%$\"\\\n\r\t :=,.~/-+*?0123456789\x00\xff\xef\xbb\xbf";
                let i = self.below(text.len());
                text[i] = BYTES[self.below(BYTES.len())];
            }
            _ => text.truncate(at),
        }
    }

    /// `n` cases: mutations of the seeds (one to eight edits each) and one in ten noise
    /// of the format's words and random bytes.
    fn make(&mut self, seeds: &[Vec<u8>], n: usize) -> Vec<Vec<u8>> {
        (0..n)
            .map(|_| {
                if self.below(10) == 0 {
                    let mut text = Vec::new();
                    for _ in 0..self.below(40) {
                        if self.below(3) == 0 {
                            text.push((self.rng.next_u32() & 0xff) as u8);
                        } else {
                            let i = self.below(self.words.len());
                            text.extend_from_slice(self.words[i]);
                        }
                    }
                    return text;
                }
                let mut text = seeds[self.below(seeds.len())].clone();
                for _ in 0..1 + self.below(8) {
                    self.mutate(&mut text);
                }
                text
            })
            .collect()
    }
}

fn file(path: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

const LIMIT: Duration = Duration::from_secs(3);

#[test]
fn fuzz_pgn() {
    let seeds = vec![
        file("tests/makruk/games.pgn"),
        b"1. e4 e5 1-0\n1. d4 d5 0-1\n".to_vec(),
        b"[Variant \"makruk\"]\n[FEN \"4k3/8/8/8/3p4/8/8/3K4 b - - 0 10\"]\n\n10... d3=M 11. Ke1 *\n"
            .to_vec(),
    ];
    let words = [
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        "\"",
        ";",
        "%",
        "$1",
        "1.",
        "12...",
        " e4",
        " Nf3",
        " d3=M",
        "1-0",
        "*",
        "\n",
        "[Event \"x\"]\n",
        "[FEN \"",
        "\u{feff}",
        "\x1b[2J",
    ];
    let cases = Cases::new(31, &words).make(&seeds, 4000);
    let r = fuzz("pgn", cases, LIMIT, |bytes| {
        let text = String::from_utf8_lossy(bytes);
        for game in dhayam::makruk::notation::pgn::read(&text) {
            if let Err(e) = game {
                assert!(!e.to_string().chars().any(char::is_control));
            }
        }
    });
    assert_eq!(r.cases, 4000);
}

#[test]
fn fuzz_fen() {
    let seeds: Vec<Vec<u8>> = [
        dhayam::makruk::rules::START_FEN,
        "4k3/8/4M~r2/8/8/8/8/3K4 b - 128 0 1",
        "3k4/R7/8/8/8/8/8/3K3R w - - 0 1",
        "RRRRRRRR/RRRRRRRK/8/8/8/8/8/4k3 b",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    let words = [
        "/",
        "8",
        "1",
        "K",
        "k",
        "M",
        "M~",
        "m~",
        "R",
        "r",
        "P",
        "p",
        "S",
        "N",
        " w",
        " b",
        " -",
        " 128",
        " 64",
        " 0",
        " 99999999999",
        "~",
    ];
    let cases = Cases::new(8, &words).make(&seeds, 4000);
    fuzz("fen", cases, LIMIT, |bytes| {
        let text = String::from_utf8_lossy(bytes);
        if let Ok(p) = dhayam::makruk::rules::Position::from_fen(&text) {
            // A position read is one the rules can go on from, and its FEN reads back.
            let _ = p.legal_moves();
            assert!(dhayam::makruk::rules::Position::from_fen(&p.fen()).is_ok());
        }
    });
}

#[test]
fn fuzz_dpn() {
    let seeds: Vec<Vec<u8>> = [
        "n,n,n,10/-/n,n,n,n/- R - 3",
        "n,n,n,n/-/n,n,n,n/- R - -",
        "n+1 n,n,n,0/-/n,n,n,n/- R - - -",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    let words = [
        "n", ",", "/", "-", " R", " G", " Y", " B", "48", "49", "+", " 12", "0",
    ];
    let cases = Cases::new(4, &words).make(&seeds, 4000);
    fuzz("dpn", cases, LIMIT, |bytes| {
        let text = String::from_utf8_lossy(bytes);
        if let Ok(p) = dhayam::dhayam::rules::Position::from_dpn(&text, Default::default()) {
            let _ = p.to_dpn();
        }
    });
}

#[test]
fn fuzz_saves_of_both_games() {
    use dhayam::makruk::rules::{ByColor, CountingMode, Game, Position};
    use dhayam::makruk::save::{Player, SavedMakruk};
    let mut seeds: Vec<Vec<u8>> = ["finished_game", "new_game", "short_game"]
        .iter()
        .map(|n| file(&format!("tests/dhayam/saves/good/{n}.dhayam")))
        .collect();
    let mut game = Game::new(Position::start(), CountingMode::Traditional);
    for uci in ["e3e4", "d6d5", "e4d5"] {
        let mv = game.position().parse_uci(uci).unwrap();
        game.play(mv).unwrap();
    }
    let makruk = SavedMakruk {
        game,
        players: ByColor {
            white: Player {
                name: "Somchai".into(),
                computer: None,
            },
            black: Player {
                name: "Malee".into(),
                computer: None,
            },
        },
        counts: Vec::new(),
        ending: None,
        clock: None,
        created: "2026-12-01T10:00:00Z".into(),
        modified: "2026-12-01T10:00:00Z".into(),
    };
    seeds.push(makruk.to_json("dhayam test").into_bytes());
    let words = [
        "{",
        "}",
        "[",
        "]",
        "\"",
        ",",
        ":",
        "null",
        "true",
        "1e308",
        "-1",
        "\"makruk\"",
        "\"dhayam\"",
        "\"ending\": \"time-drawn white\",",
        "\"name\": \"\\u0000\",",
        "\"version\": 2,",
        "\"e3e4\"",
        "\"t:4,4\"",
    ];
    let cases = Cases::new(9, &words).make(&seeds, 3000);
    fuzz("saves", cases, LIMIT, |bytes| {
        if let Ok(file) = GameFile::from_bytes(bytes) {
            // What loads saves again and loads the same game.
            let text = file.to_json().unwrap();
            assert!(GameFile::from_bytes(text.as_bytes()).is_ok());
        }
    });
}

#[test]
fn fuzz_settings() {
    let mut defaults = dhayam::games::Settings::default().to_toml().into_bytes();
    defaults.extend_from_slice(b"\n");
    let seeds = vec![file("tests/shell/settings/written-by-0.1.0.toml"), defaults];
    let words = [
        "[window]\n",
        "[dhayam]\n",
        "[makruk]\n",
        "=",
        "\"",
        "\n",
        "1e308",
        "nan",
        "-inf",
        "sound_volume = ",
        "language = \"ta\"",
        "[[",
        "]]",
        "{",
        "}",
        "true",
        "future = 1\n",
    ];
    let cases = Cases::new(10, &words).make(&seeds, 3000);
    fuzz("settings", cases, LIMIT, |bytes| {
        let text = String::from_utf8_lossy(bytes);
        use dhayam::games::Settings;
        if let Ok((s, _)) = Settings::from_toml(&text) {
            // Whatever loads is written as settings this version reads back, in range: its
            // numbers finite (a name may well be "-inf": the words are the player's).
            let again = s.to_toml();
            let w = &s.window;
            for (name, x) in [
                ("width", w.width),
                ("height", w.height),
                ("ui_scale", w.ui_scale),
                ("sound_volume", w.sound_volume),
            ] {
                assert!(x.is_finite(), "{name} = {x}\n{again}");
            }
            assert!((0.0..=1.0).contains(&s.window.sound_volume));
            assert!(Settings::from_toml(&again).is_ok());
        }
    });
}

#[test]
fn fuzz_statistics() {
    let mut stats = dhayam::games::Statistics::default();
    stats.dhayam.insert("Kavi".into(), Default::default());
    stats.add_makruk(&dhayam::makruk::statistics::MakrukGame {
        white: ("Somchai".into(), None),
        black: ("Computer".into(), Some("hard")),
        result: "1-0",
    });
    let seeds = vec![serde_json::to_vec_pretty(&stats).unwrap()];
    let words = [
        "{",
        "}",
        "[",
        "]",
        "\"",
        ",",
        ":",
        "null",
        "4294967296",
        "-1",
        "1e308",
        "\"version\": 9",
        "\"dhayam\": {",
        "\"makruk\": {",
        "\"played\": [1,2,3]",
    ];
    let cases = Cases::new(11, &words).make(&seeds, 3000);
    fuzz("statistics", cases, LIMIT, |bytes| {
        let text = String::from_utf8_lossy(bytes);
        if let Ok(s) = dhayam::games::Statistics::from_text(&text) {
            assert!(
                s.dhayam
                    .keys()
                    .chain(s.makruk.keys())
                    .all(|n| n.chars().count() <= 40)
            );
        }
    });
}

#[test]
fn fuzz_uci_sessions() {
    use std::io::Write;
    use std::sync::{Arc, Mutex};
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    // Whole lines to build sessions from (the searches small: a case is a session).
    let lines: [&[u8]; 16] = [
        b"uci",
        b"isready",
        b"ucinewgame",
        b"position startpos moves e3e4 d6d5",
        b"position fen 3k4/R7/8/8/8/8/8/3K3R w - - 0 1",
        b"go depth 1",
        b"go nodes 200",
        b"go movetime 1",
        b"go infinite",
        b"stop",
        b"setoption name Hash value 2",
        b"setoption name Level value Ma\xeetre",
        b"setoption name Skill Level value 3",
        b"d",
        b"\xff\xfe",
        b"",
    ];
    let words = [
        " ", "moves", " e3e4", "fen", "go", " depth", " wtime", " -5", "\u{ff}", "\n",
    ];
    let mut noise = Cases::new(12, &words);
    let cases: Vec<Vec<u8>> = (0..1500)
        .map(|_| {
            let mut session = Vec::new();
            for _ in 0..1 + noise.below(8) {
                let mut line = lines[noise.below(lines.len())].to_vec();
                // Noise goes into the positions and words, never into the numbers of a
                // search or of the hash (a mutated `go nodes` could search for an hour).
                if line.starts_with(b"position") || line.starts_with(b"d") {
                    for _ in 0..noise.below(3) {
                        noise.mutate(&mut line);
                    }
                }
                session.extend_from_slice(&line);
                session.push(b'\n');
            }
            session
        })
        .collect();
    let limit = dhayam::makruk::ai::uci::EOF_GRACE + LIMIT;
    fuzz("uci", cases, limit, |bytes| {
        let out = Shared::default();
        dhayam::makruk::ai::uci::run(std::io::Cursor::new(bytes.to_vec()), out.clone()).unwrap();
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        // Every `go` is answered, however the session ends.
        let gos = bytes
            .split(|&b| b == b'\n')
            .filter_map(|l| std::str::from_utf8(l).ok())
            .filter(|l| l.split_whitespace().next() == Some("go"))
            .count();
        let answers = text.lines().filter(|l| l.starts_with("bestmove")).count();
        assert_eq!(gos, answers, "{text}");
    });
}
