//! The UCI protocol (as Fairy-Stockfish speaks it for Makruk, `UCI_Variant makruk`), over
//! any reader and writer: `dhayam-cli makruk uci` gives it stdin and stdout, tests a
//! script. The search runs on its own thread, so `stop` and `isready` are answered while it
//! thinks.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::makruk::rules::{Color, Position, Role};

use super::level::{Level, Player};
use super::params::HASH_MB;
use super::search::{Report, Score, Searcher};
use super::time::{Clock, Limits};
use super::tune::{KNOBS, KnobError, SearchParams};

const NAME: &str = "Dhayam Makruk";
const MAX_HASH_MB: usize = 1024;
/// The longest command line read: a `position … moves …` of a very long game is a few
/// kilobytes; a longer line is skipped to its end without being kept, and refused.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// How long a search with limits may go on after the input has ended.
pub const EOF_GRACE: Duration = Duration::from_secs(2);

/// One line of input, read as bytes up to [`MAX_LINE_BYTES`].
enum Line {
    Text(String),
    /// Longer than the bound (its bytes were read and dropped).
    TooLong,
    /// Not UTF-8.
    NotText,
}

/// Reads one line (without its end) into `buf`, keeping at most `MAX_LINE_BYTES`;
/// `None` at the end of the input.
fn read_line<R: BufRead>(input: &mut R, buf: &mut Vec<u8>) -> io::Result<Option<Line>> {
    buf.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if !too_long {
            if buf.len() + part.len() > MAX_LINE_BYTES {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(part);
            }
        }
        let used = done.unwrap_or(chunk.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    Ok(Some(match std::str::from_utf8(buf) {
        Ok(text) => Line::Text(text.to_string()),
        Err(_) => Line::NotText,
    }))
}

/// A writer shared by the reading loop and the search thread, one whole line at a time.
struct Out<W>(Arc<Mutex<W>>);

impl<W> Clone for Out<W> {
    fn clone(&self) -> Self {
        Out(self.0.clone())
    }
}

impl<W: Write> Out<W> {
    fn line(&self, text: &str) {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

struct Engine<W: Write + Send + 'static> {
    out: Out<W>,
    position: Position,
    /// Keys of the positions before `position`, since the last capture or bia move.
    history: Vec<u64>,
    player: Option<Player>,
    hash_mb: usize,
    seed: u64,
    stop: Arc<AtomicBool>,
    thinking: Option<JoinHandle<Player>>,
    /// The running search is `go infinite`.
    infinite: bool,
    /// The search's margins (`setoption` of a knob; the shipped ones unless a tuner set them).
    params: SearchParams,
    options: Options,
}

/// What a session offers beyond the usual options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// `uci` also lists the search's knobs (`tune::KNOBS`), for a tuner: a person's GUI
    /// is not shown them. They are taken by `setoption` either way.
    pub list_knobs: bool,
}

/// Runs a UCI session until `quit` or the end of the input. A line that is not UTF-8 or
/// longer than [`MAX_LINE_BYTES`] is refused with an `info string` and the session goes
/// on. At the end of the input any search still running, `go infinite` or a huge node
/// count too, is stopped and answers with its `bestmove`.
pub fn run<R: BufRead, W: Write + Send + 'static>(input: R, output: W) -> io::Result<()> {
    run_with(input, output, Options::default())
}

/// [`run`], offering `options`.
pub fn run_with<R: BufRead, W: Write + Send + 'static>(
    mut input: R,
    output: W,
    options: Options,
) -> io::Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    let mut engine = Engine {
        out: Out(Arc::new(Mutex::new(output))),
        position: Position::start(),
        history: Vec::new(),
        player: Some(Player::with_searcher(
            Level::Master,
            0,
            Searcher::with_stop(HASH_MB, stop.clone()),
        )),
        hash_mb: HASH_MB,
        seed: 0,
        stop,
        thinking: None,
        infinite: false,
        params: SearchParams::default(),
        options,
    };
    let mut buf = Vec::new();
    loop {
        let line = match read_line(&mut input, &mut buf) {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(e) => {
                engine.finish_search();
                return Err(e);
            }
        };
        match line {
            Line::Text(text) => {
                if !engine.command(text.trim()) {
                    engine.finish_search();
                    return Ok(());
                }
            }
            Line::TooLong => engine.out.line(&format!(
                "info string a line longer than {MAX_LINE_BYTES} bytes is ignored"
            )),
            Line::NotText => engine
                .out
                .line("info string a line that is not UTF-8 text is ignored"),
        }
    }
    // The input ended (a script, a closed pipe): nobody is left to send `stop`. A search
    // with limits (`go depth 5` piped in) has EOF_GRACE to end on its own; then it, or
    // `go infinite` at once, is stopped and gives its move.
    if !engine.infinite {
        let clock = std::time::Instant::now();
        while engine.thinking.as_ref().is_some_and(|h| !h.is_finished())
            && clock.elapsed() < EOF_GRACE
        {
            thread::sleep(Duration::from_millis(5));
        }
    }
    engine.finish_search();
    Ok(())
}

impl<W: Write + Send + 'static> Engine<W> {
    /// Handles one line; false after `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        match first {
            "uci" => {
                let o = &self.out;
                o.line(&format!("id name {NAME} {}", env!("CARGO_PKG_VERSION")));
                o.line("id author The Dhayam developers");
                o.line("option name UCI_Variant type combo default makruk var makruk");
                o.line(&format!(
                    "option name Hash type spin default {HASH_MB} min 1 max {MAX_HASH_MB}"
                ));
                o.line("option name Threads type spin default 1 min 1 max 1");
                o.line(
                    "option name Level type combo default Master var Beginner var Easy \
                     var Medium var Hard var Master",
                );
                o.line("option name Skill Level type spin default 20 min 0 max 20");
                o.line("option name Seed type spin default 0 min 0 max 2147483647");
                o.line("option name Evaluation type string default level");
                if self.options.list_knobs {
                    for k in KNOBS {
                        o.line(&format!(
                            "option name {} type spin default {} min {} max {}",
                            k.name,
                            k.get(&self.params),
                            k.min,
                            k.max
                        ));
                    }
                }
                o.line("uciok");
            }
            "isready" => self.out.line("readyok"),
            "ucinewgame" => {
                self.finish_search();
                if let Some(p) = self.player.as_mut() {
                    p.searcher.clear();
                    p.reseed(self.seed);
                }
                self.position = Position::start();
                self.history.clear();
            }
            "setoption" => {
                self.finish_search();
                self.set_option(&rest);
            }
            "position" => {
                self.finish_search();
                self.set_position(&rest);
            }
            "go" => {
                self.finish_search();
                self.go(&rest);
            }
            "stop" => self.finish_search(),
            "quit" => return false,
            "d" => self.out.line(&self.position.fen()),
            other => self
                .out
                .line(&format!("info string unknown command '{other}'")),
        }
        true
    }

    /// Stops a running search and waits for it (it prints its `bestmove`).
    fn finish_search(&mut self) {
        if let Some(handle) = self.thinking.take() {
            self.stop.store(true, Ordering::Relaxed);
            if let Ok(player) = handle.join() {
                self.player = Some(player);
            } else {
                // A search thread that panicked: start afresh rather than go silent.
                let mut searcher = Searcher::with_stop(self.hash_mb, self.stop.clone());
                searcher.set_params(self.params);
                self.player = Some(Player::with_searcher(Level::Master, self.seed, searcher));
            }
        }
        self.stop.store(false, Ordering::Relaxed);
    }

    fn set_option(&mut self, words: &[&str]) {
        // setoption name <words…> [value <words…>]
        let text = words.join(" ");
        let Some(text) = text.strip_prefix("name ") else {
            self.out.line("info string setoption needs 'name'");
            return;
        };
        let (name, value) = match text.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (text.trim(), ""),
        };
        let Some(player) = self.player.as_mut() else {
            return;
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                if !value.eq_ignore_ascii_case("makruk") {
                    self.out.line(&format!(
                        "info string variant '{value}' is not played here: only makruk"
                    ));
                }
            }
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.hash_mb = mb;
                    player.searcher.resize(mb);
                }
                _ => self.out.line(&format!(
                    "info string Hash must be 1 to {MAX_HASH_MB} (MB), not '{value}'"
                )),
            },
            "threads" => {
                if value != "1" {
                    self.out
                        .line("info string Threads: this engine searches with 1 thread only");
                }
            }
            "level" => match Level::from_name(value) {
                Some(level) => player.set_level(level),
                None => self.out.line(&format!(
                    "info string unknown Level '{value}' (Beginner, Easy, Medium, Hard, Master)"
                )),
            },
            "skill level" => match value.parse::<usize>() {
                Ok(skill) if skill <= 20 => {
                    player.set_level(Level::ALL[(skill * Level::ALL.len() / 21).min(4)]);
                }
                _ => self.out.line(&format!(
                    "info string Skill Level must be 0 to 20, not '{value}'"
                )),
            },
            // The level's own (Master: learned); Level and Skill Level set it anew.
            "evaluation" if value.eq_ignore_ascii_case("level") => {
                let level = player.level();
                player.searcher.set_evaluate(level.evaluate());
            }
            "evaluation" => match super::nnue::Evaluate::from_name(value) {
                Ok(evaluate) => {
                    if value == "learned" && !evaluate.is_learned() {
                        self.out
                            .line("info string no learned network is shipped: hand evaluation");
                    }
                    player.searcher.set_evaluate(evaluate);
                }
                Err(e) => self.out.line(&format!(
                    "info string Evaluation is level, hand, learned or a network file; {e}"
                )),
            },
            "seed" => match value.parse::<u64>() {
                Ok(seed) => {
                    self.seed = seed;
                    player.reseed(seed);
                }
                _ => self
                    .out
                    .line(&format!("info string Seed must be a number, not '{value}'")),
            },
            _ => match self.params.set(name, value) {
                Ok(()) => player.searcher.set_params(self.params),
                Err(KnobError::Unknown) => self
                    .out
                    .line(&format!("info string unknown option '{name}'")),
                Err(KnobError::OutOfRange { min, max }) => self.out.line(&format!(
                    "info string {name} must be a whole number from {min} to {max}, not '{value}'"
                )),
            },
        }
    }

    fn set_position(&mut self, words: &[&str]) {
        let (base, moves) = match words.iter().position(|&w| w == "moves") {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let start = match base.first() {
            Some(&"startpos") => Ok(Position::start()),
            Some(&"fen") => Position::from_fen(&base[1..].join(" ")).map_err(|e| e.to_string()),
            _ => Err("position needs 'startpos' or 'fen …'".to_string()),
        };
        let mut position = match start {
            Ok(p) => p,
            Err(e) => {
                self.out.line(&format!("info string bad position: {e}"));
                return;
            }
        };
        let mut history = Vec::new();
        for text in moves {
            let mv = match position.parse_uci(text) {
                Ok(mv) => mv,
                Err(e) => {
                    self.out.line(&format!(
                        "info string move '{text}': {e}; the moves after it are ignored"
                    ));
                    break;
                }
            };
            history.push(position.key());
            if mv.is_capture() || mv.role == Role::Bia {
                history.clear();
            }
            position.play_unchecked(mv);
        }
        self.position = position;
        self.history = history;
    }

    fn go(&mut self, words: &[&str]) {
        let mut limits = Limits::default();
        let mut given = false;
        let (mut wtime, mut btime, mut winc, mut binc, mut togo) = (None, None, 0, 0, None);
        let mut i = 0;
        let number = |i: usize| words.get(i + 1).and_then(|w| w.parse::<i64>().ok());
        while i < words.len() {
            let n = number(i).map(|v| v.max(0) as u64);
            match words[i] {
                "infinite" => {
                    limits.infinite = true;
                    given = true;
                    i += 1;
                    continue;
                }
                "depth" => limits.depth = n.map(|d| d.clamp(1, 90) as u32),
                "nodes" => limits.nodes = n,
                "movetime" => limits.movetime = n.map(Duration::from_millis),
                "wtime" => wtime = n,
                "btime" => btime = n,
                "winc" => winc = n.unwrap_or(0),
                "binc" => binc = n.unwrap_or(0),
                "movestogo" => togo = n.map(|m| m as u32),
                other => {
                    self.out
                        .line(&format!("info string go: '{other}' is not understood"));
                    i += 1;
                    continue;
                }
            }
            given = true;
            i += 2;
        }
        let (time, inc) = match self.position.turn() {
            Color::White => (wtime, winc),
            Color::Black => (btime, binc),
        };
        if let Some(t) = time {
            limits.clock = Some(Clock {
                time: Duration::from_millis(t),
                increment: Duration::from_millis(inc),
                moves_to_go: togo,
            });
        }
        let Some(mut player) = self.player.take() else {
            return;
        };
        let out = self.out.clone();
        let position = self.position;
        let history = self.history.clone();
        let stop = self.stop.clone();
        let infinite = limits.infinite;
        self.infinite = infinite;
        let given = given.then_some(limits);
        self.thinking = Some(thread::spawn(move || {
            let mut info = |r: &Report| out.line(&info_line(r));
            let choice = player.choose(&position, &history, given, &mut info);
            // UCI: after `go infinite` the best move waits for `stop`.
            while infinite && !stop.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(2));
            }
            match choice {
                Some(c) => out.line(&format!("bestmove {}", c.mv)),
                None => out.line("bestmove 0000"),
            }
            player
        }));
    }
}

fn info_line(r: &Report) -> String {
    let ms = r.elapsed.as_millis().max(1) as u64;
    let pv: Vec<String> = r.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} multipv 1 score {} nodes {} nps {} hashfull {} time {} pv {}",
        r.depth,
        r.seldepth.max(r.depth),
        Score::from_internal(r.score),
        r.nodes,
        r.nodes * 1000 / ms,
        r.hashfull,
        ms,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer the test can read back after the session.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn session(script: &str) -> Vec<String> {
        session_with(script, Options::default())
    }

    fn session_listing_knobs(script: &str) -> Vec<String> {
        session_with(script, Options { list_knobs: true })
    }

    fn session_with(script: &str, options: Options) -> Vec<String> {
        let out = Shared::default();
        run_with(io::Cursor::new(script.to_string()), out.clone(), options).unwrap();
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    fn bestmove(lines: &[String]) -> &str {
        lines
            .iter()
            .rev()
            .find_map(|l| l.strip_prefix("bestmove "))
            .expect("a bestmove line")
    }

    #[test]
    fn uci_handshake_names_the_engine_and_its_options() {
        let lines = session("uci\nisready\nquit\n");
        assert!(lines[0].starts_with("id name Dhayam Makruk"));
        assert!(
            lines
                .iter()
                .any(|l| l.contains("UCI_Variant type combo default makruk"))
        );
        assert!(lines.iter().any(|l| l.starts_with("option name Level")));
        assert!(lines.iter().any(|l| l == "uciok"));
        assert_eq!(lines.last().unwrap(), "readyok");
    }

    #[test]
    fn the_search_s_knobs_are_listed_for_a_tuner_only_and_taken_within_their_range() {
        let plain = session("uci\nquit\n");
        assert!(!plain.iter().any(|l| l.starts_with("option name RfpMargin")));
        // Set before `uci`: the listing gives the value now, and a knob's range.
        let tuner = session_listing_knobs(
            "setoption name RfpMargin value 120\nsetoption name LmrDivisor value 999\n\
             setoption name LmrBase value -1\nuci\nquit\n",
        );
        for k in KNOBS {
            assert!(
                tuner
                    .iter()
                    .any(|l| l.starts_with(&format!("option name {} type spin", k.name))),
                "{}",
                k.name
            );
        }
        assert!(
            tuner.contains(
                &"option name RfpMargin type spin default 120 min 30 max 200".to_string()
            )
        );
        assert!(tuner.contains(
            &"info string LmrDivisor must be a whole number from 120 to 450, not '999'".to_string()
        ));
        assert!(tuner.contains(
            &"info string LmrBase must be a whole number from 0 to 150, not '-1'".to_string()
        ));
        assert!(
            tuner.contains(
                &"option name LmrDivisor type spin default 230 min 120 max 450".to_string()
            )
        );
    }

    #[test]
    fn a_knob_set_over_uci_changes_how_the_engine_searches() {
        // Reverse futility cutting at a tenth of its margin prunes far more of the same
        // search: the option reaches the searcher.
        let nodes = |script: &str| -> u64 {
            let lines = session(script);
            let last = lines
                .iter()
                .rev()
                .find(|l| l.starts_with("info depth 6 "))
                .expect("depth 6 reported");
            let words: Vec<&str> = last.split_whitespace().collect();
            let i = words.iter().position(|&w| w == "nodes").unwrap();
            words[i + 1].parse().unwrap()
        };
        let go =
            "setoption name Evaluation value hand\nposition startpos moves e3e4 d6d5\ngo depth 6\n";
        let shipped = nodes(go);
        assert_eq!(
            nodes(&format!("setoption name RfpMargin value 85\n{go}")),
            shipped
        );
        assert_ne!(
            nodes(&format!("setoption name RfpMargin value 30\n{go}")),
            shipped
        );
    }

    #[test]
    fn uci_go_depth_answers_with_info_and_a_legal_bestmove() {
        let lines = session(
            "uci\nsetoption name UCI_Variant value makruk\nucinewgame\n\
             position startpos moves e3e4 d6d5\ngo depth 3\n",
        );
        assert!(lines.iter().any(|l| l.starts_with("info depth 3 ")
            && l.contains(" score cp ")
            && l.contains(" pv ")));
        let mut p = Position::start();
        for m in ["e3e4", "d6d5"] {
            p = p.play(p.parse_uci(m).unwrap()).unwrap();
        }
        assert!(p.parse_uci(bestmove(&lines)).is_ok());
    }

    #[test]
    fn uci_finds_a_mate_in_one_and_says_mate() {
        let lines = session("position fen 3k4/R7/8/8/8/8/8/3K3R w - - 0 1\ngo depth 4\n");
        assert!(lines.iter().any(|l| l.contains("score mate 1")));
        assert_eq!(bestmove(&lines), "h1h8");
    }

    #[test]
    fn uci_stop_ends_go_infinite_at_once_with_a_move() {
        let (tx, rx) = std::sync::mpsc::channel::<String>();
        struct Lines(std::sync::mpsc::Receiver<String>, Vec<u8>, usize);
        impl io::Read for Lines {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                if self.2 >= self.1.len() {
                    match self.0.recv() {
                        Ok(line) => {
                            self.1 = line.into_bytes();
                            self.2 = 0;
                        }
                        Err(_) => return Ok(0),
                    }
                }
                let n = buf.len().min(self.1.len() - self.2);
                buf[..n].copy_from_slice(&self.1[self.2..self.2 + n]);
                self.2 += n;
                Ok(n)
            }
        }
        let out = Shared::default();
        let reader = io::BufReader::new(Lines(rx, Vec::new(), 0));
        let o = out.clone();
        let session = thread::spawn(move || run(reader, o));
        tx.send("position startpos\ngo infinite\n".into()).unwrap();
        thread::sleep(Duration::from_millis(150));
        let before = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        assert!(!before.contains("bestmove"), "no bestmove before stop");
        let clock = std::time::Instant::now();
        tx.send("stop\nisready\n".into()).unwrap();
        tx.send("quit\n".into()).unwrap();
        session.join().unwrap().unwrap();
        assert!(clock.elapsed() < Duration::from_millis(500));
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
        assert_eq!(lines.last().unwrap(), "readyok");
    }

    #[test]
    fn uci_evaluation_is_hand_learned_or_a_file_and_a_bad_file_keeps_the_hand_one() {
        let lines = session(
            "setoption name Evaluation value /nonexistent/net.bin
             setoption name Evaluation value hand
position startpos
go depth 2
quit
",
        );
        assert!(lines[0].starts_with("info string Evaluation is level, hand, learned"));
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
    }

    #[test]
    fn uci_evaluation_level_is_the_levels_own_and_no_file_name() {
        let lines = session(
            "setoption name Level value Hard
             setoption name Evaluation value level
             setoption name Evaluation value LEVEL
position startpos
go depth 2
quit
",
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("info string")),
            "{lines:?}"
        );
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
    }

    #[test]
    fn uci_refuses_other_variants_and_threads_politely() {
        let lines = session(
            "setoption name UCI_Variant value chess\nsetoption name Threads value 4\n\
             setoption name Level value Grandmaster\nposition fen nonsense\nquit\n",
        );
        assert!(lines[0].contains("only makruk"));
        assert!(lines[1].contains("1 thread only"));
        assert!(lines[2].contains("unknown Level"));
        assert!(lines[3].starts_with("info string bad position"));
    }

    #[test]
    fn uci_plays_at_a_level_and_with_a_clock() {
        let lines = session(
            "setoption name Level value Beginner\nposition startpos\n\
             go wtime 1000 btime 1000 winc 10 binc 10\n",
        );
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
    }

    fn session_bytes(script: &[u8]) -> Vec<String> {
        let out = Shared::default();
        run(io::Cursor::new(script.to_vec()), out.clone()).unwrap();
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        text.lines().map(str::to_string).collect()
    }

    #[test]
    fn uci_a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
        let lines = session_bytes(
            b"position startpos\ngo infinite\nsetoption name Level value Ma\xeetre\nisready\nstop\nisready\n",
        );
        assert!(lines.iter().any(|l| l.contains("not UTF-8")), "{lines:?}");
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
        assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), 2);
    }

    #[test]
    fn uci_at_the_end_of_input_a_long_search_stops_with_a_move() {
        let clock = std::time::Instant::now();
        let lines = session("position startpos\ngo nodes 999999999999\n");
        assert!(clock.elapsed() < EOF_GRACE + Duration::from_secs(3));
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
        let clock = std::time::Instant::now();
        let lines = session("position startpos\ngo infinite\n");
        assert!(clock.elapsed() < Duration::from_secs(2));
        assert!(Position::start().parse_uci(bestmove(&lines)).is_ok());
    }

    #[test]
    fn uci_an_overlong_line_is_refused_without_being_kept() {
        let mut script = b"position startpos moves ".to_vec();
        script.extend(std::iter::repeat_n(b'a', 4 * MAX_LINE_BYTES));
        script.extend_from_slice(b"\nisready\n");
        let lines = session_bytes(&script);
        assert!(lines[0].contains("longer than"), "{lines:?}");
        assert_eq!(lines.last().unwrap(), "readyok");
        // A last line without its newline is still read.
        assert_eq!(session("isready").last().unwrap(), "readyok");
    }
}
