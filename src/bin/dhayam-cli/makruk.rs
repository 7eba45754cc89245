//! `dhayam-cli makruk …`: Makruk's rules from the command line, as the command-line section
//! of docs/src/reference/makruk-rules.md fixes them (checks and other programs rely on the
//! output).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use dhayam::makruk::rules::perft::{divide, perft};
use dhayam::makruk::rules::{CountingMode, Game, Position};

use crate::cli::MakrukCommand;

mod arena;
mod datagen;
mod hint;
mod pgn;
mod relabel;
mod train;

/// Deeper than this from any position takes hours: refused rather than left to hang.
const MAX_PERFT_DEPTH: u32 = 10;

/// Runs a `makruk` subcommand; an error is one line for stderr (exit code 2).
pub fn run(command: MakrukCommand) -> Result<ExitCode, String> {
    match command {
        MakrukCommand::Perft { fen, depth, divide } => perft_command(&fen, &depth, divide),
        MakrukCommand::Play { fen, moves } => play_command(&fen, &moves),
        MakrukCommand::Moves { fen } => moves_command(&fen),
        MakrukCommand::Pgn { file } => pgn::run(&file),
        MakrukCommand::Uci { tune } => uci_command(tune),
        MakrukCommand::Arena(args) => arena::run(args),
        MakrukCommand::Hint { fen, moves } => hint::hint_command(&fen, &moves),
        MakrukCommand::Review { fen, moves } => hint::review_command(&fen, &moves),
        MakrukCommand::Datagen(args) => datagen::run(args),
        MakrukCommand::Relabel(args) => relabel::run(args),
        MakrukCommand::Train(args) => train::run(args),
    }
}

fn position(text: &str) -> Result<Position, String> {
    Position::from_fen(text).map_err(|e| format!("bad FEN: {e}"))
}

fn out() -> io::BufWriter<io::StdoutLock<'static>> {
    io::BufWriter::new(io::stdout().lock())
}

fn perft_command(fen: &str, depth: &str, divided: bool) -> Result<ExitCode, String> {
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

fn play_command(fen: &str, moves: &[String]) -> Result<ExitCode, String> {
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

fn moves_command(fen: &str) -> Result<ExitCode, String> {
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

fn uci_command(list_knobs: bool) -> Result<ExitCode, String> {
    let options = dhayam::makruk::ai::uci::Options { list_knobs };
    dhayam::makruk::ai::uci::run_with(io::stdin().lock(), io::stdout(), options)
        .map_err(|e| format!("uci: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
