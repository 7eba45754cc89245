//! `dhayam-cli makruk …`: Makruk's rules from the command line, as MAKRUK.md's
//! command-line section fixes them (checks and other programs rely on the output).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use dhayam::makruk::rules::perft::{divide, perft};
use dhayam::makruk::rules::{CountingMode, Game, Position};

mod arena;
mod hint;
mod pgn;

pub const USAGE: &str = "\
  dhayam-cli makruk perft \"<FEN>|startpos\" DEPTH [--divide]
      leaf moves of the legal move tree (no game ends applied); the last line is
      'nodes N time T ms nps R'; --divide first prints each move's count, sorted
  dhayam-cli makruk play \"<FEN>|startpos\" [UCI...]
      line 1: the FEN after the moves; line 2: ongoing N (legal moves) | checkmate |
      stalemate | draw counting | draw repetition | draw kings (automatic counting)
  dhayam-cli makruk moves \"<FEN>|startpos\"
      one line per legal move: UCI SAN FEN-after, sorted by UCI text
  dhayam-cli makruk pgn FILE
      per game: the FEN after its last move and its Result tag, or
      'game N, line L: <reason>' for a game that cannot be read (then exit code 1)
  dhayam-cli makruk uci
      a UCI engine on stdin/stdout (UCI_Variant makruk; options Hash, Threads (1),
      Level Beginner|Easy|Medium|Hard|Master, Skill Level 0-20, Seed)
  dhayam-cli makruk arena --a LEVEL --b LEVEL [--games N] [--seed S] [--movetime MS]
        [--threads T] [--openings PLIES] [--max-plies P] [--fit]
      our levels against each other (Beginner, Easy, Medium, Hard, Master); each opening
      twice, colours swapped; --movetime caps every move (default: each level's own time);
      prints A's score with a 95% interval and think times; --fit also fits the
      win-chance scale to the games' scores and results
  dhayam-cli makruk hint \"<FEN>|startpos\" [UCI...]
      the best move and the next, with scores and win chances for the side to move
  dhayam-cli makruk review \"<FEN>|startpos\" UCI...
      every move marked by the win chance it lost (?! 5%, ? 10%, ?? 20%), the better move";

/// Deeper than this from any position takes hours: refused rather than left to hang.
const MAX_PERFT_DEPTH: u32 = 10;

/// Runs a `makruk` subcommand; an error is one line for stderr (exit code 2).
pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let Some((command, rest)) = args.split_first() else {
        return Err(
            "makruk needs a command (perft, play, moves, pgn, uci, arena, hint, review)".into(),
        );
    };
    match command.as_str() {
        "perft" => perft_command(rest),
        "play" => play_command(rest),
        "moves" => moves_command(rest),
        "pgn" => pgn::run(rest),
        "uci" => uci_command(rest),
        "arena" => arena::run(rest),
        "hint" => hint::hint_command(rest),
        "review" => hint::review_command(rest),
        other => Err(format!(
            "unknown makruk command '{other}' (commands: perft, play, moves, pgn, uci, arena, hint, review)"
        )),
    }
}

fn position(text: &str) -> Result<Position, String> {
    Position::from_fen(text).map_err(|e| format!("bad FEN: {e}"))
}

fn out() -> io::BufWriter<io::StdoutLock<'static>> {
    io::BufWriter::new(io::stdout().lock())
}

fn perft_command(args: &[String]) -> Result<ExitCode, String> {
    let mut divided = false;
    let mut positional = Vec::new();
    for arg in args {
        match arg.as_str() {
            "--divide" => divided = true,
            flag if flag.starts_with("--") => {
                return Err(format!("unknown option {flag} (perft takes --divide)"));
            }
            _ => positional.push(arg),
        }
    }
    let [fen, depth] = positional[..] else {
        return Err("perft needs a FEN (or startpos) and a depth".into());
    };
    let start = position(fen)?;
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| (1..=MAX_PERFT_DEPTH).contains(d))
        .ok_or_else(|| {
            format!("the depth '{depth}' is not a number from 1 to {MAX_PERFT_DEPTH}")
        })?;
    let clock = Instant::now();
    let mut out = out();
    let nodes = if divided {
        let mut below: Vec<(String, u64)> = divide(&start, depth)
            .into_iter()
            .map(|(mv, n)| (mv.to_string(), n))
            .collect();
        below.sort();
        for (mv, n) in &below {
            let _ = writeln!(out, "{mv}: {n}");
        }
        below.iter().map(|(_, n)| n).sum()
    } else {
        perft(&start, depth)
    };
    let seconds = clock.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "nodes {nodes} time {} ms nps {}",
        (seconds * 1000.0).round() as u64,
        (nodes as f64 / seconds.max(1e-9)).round() as u64
    );
    Ok(ExitCode::SUCCESS)
}

fn play_command(args: &[String]) -> Result<ExitCode, String> {
    let Some((fen, moves)) = args.split_first() else {
        return Err("play needs a FEN (or startpos) and then moves in UCI".into());
    };
    let mut game = Game::new(position(fen)?, CountingMode::Automatic);
    for (i, text) in moves.iter().enumerate() {
        let n = i + 1;
        if let Some(outcome) = game.outcome() {
            return Err(format!("move {n} '{text}': the game is over ({outcome})"));
        }
        let mv = game
            .position()
            .parse_uci(text)
            .map_err(|e| format!("move {n}: {e}"))?;
        game.play(mv).map_err(|e| format!("move {n}: {e}"))?;
    }
    let mut out = out();
    let _ = writeln!(out, "{}", game.position().fen());
    let _ = match game.outcome() {
        Some(outcome) => writeln!(out, "{outcome}"),
        None => writeln!(out, "ongoing {}", game.position().count_legal_moves()),
    };
    Ok(ExitCode::SUCCESS)
}

fn moves_command(args: &[String]) -> Result<ExitCode, String> {
    let [fen] = args else {
        return Err("moves needs one FEN (or startpos)".into());
    };
    let position = position(fen)?;
    let mut lines: Vec<(String, String, String)> = position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut after = position;
            after.play_unchecked(mv);
            (mv.to_string(), position.san(mv), after.fen())
        })
        .collect();
    lines.sort();
    let mut out = out();
    for (uci, san, fen) in lines {
        let _ = writeln!(out, "{uci} {san} {fen}");
    }
    Ok(ExitCode::SUCCESS)
}

fn uci_command(args: &[String]) -> Result<ExitCode, String> {
    if !args.is_empty() {
        return Err("uci takes no arguments (it reads UCI commands on stdin)".into());
    }
    dhayam::makruk::ai::uci::run(io::stdin().lock(), io::stdout())
        .map_err(|e| format!("uci: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
