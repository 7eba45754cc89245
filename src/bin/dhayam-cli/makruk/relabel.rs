//! `dhayam-cli makruk relabel`: games played against another engine, as training games.
//! A match folder's `games.jsonl` (`tools/makruk-sprt.py --keep-moves`) holds each game's
//! opening, its moves and A's points; every position after the opening is scored by our own
//! search at a fixed node count, as datagen scores its self-play, and the game is written in
//! datagen's format (`nnue::games`) with the move that was played. So the evaluation also
//! learns the positions another engine steers into, which self-play never reaches.
//!
//! The file holds whole games; run again, it skips the games it has (in the order of the
//! records with moves), so a cut run goes on.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use dhayam::makruk::ai::nnue::games::SelfPlay;
use dhayam::makruk::ai::{Evaluate, Limits, Searcher, history_keys};
use dhayam::makruk::rules::{CountingMode, Game, Move, Position};

use super::datagen;
use crate::cli::MakrukRelabelArgs;

const HASH_MB: usize = 8;

/// One game of a match's record: its opening, the moves after it and White's result.
struct Played {
    opening: Vec<Move>,
    moves: Vec<Move>,
    /// 0 lost, 1 drawn, 2 won.
    white_result: u8,
}

/// Reads one line of `games.jsonl`: `None` for a game kept without its moves.
fn parse(line: &str) -> Result<Option<Played>, String> {
    let v: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("not a game's record ({e})"))?;
    let Some(moves) = v.get("moves") else {
        return Ok(None);
    };
    let text = |key: &str, value: &serde_json::Value| {
        value
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| format!("'{key}' is not a line of moves"))
    };
    let opening = text(
        "opening",
        v.get("opening").unwrap_or(&serde_json::Value::Null),
    )?;
    let moves = text("moves", moves)?;
    let a_points = v
        .get("a_points")
        .and_then(serde_json::Value::as_f64)
        .filter(|p| [0.0, 0.5, 1.0].contains(p))
        .ok_or("'a_points' is not 0, 0.5 or 1")?;
    let a_white = v
        .get("a_white")
        .and_then(serde_json::Value::as_bool)
        .ok_or("'a_white' is not true or false")?;
    let white_points = if a_white { a_points } else { 1.0 - a_points };
    // The moves are checked where they are played; here they are only read.
    let mut game = Game::new(Position::start(), CountingMode::Automatic);
    let mut read = |words: &str, kind: &str| -> Result<Vec<Move>, String> {
        let mut out = Vec::new();
        for word in words.split_whitespace() {
            // A referee may let a game go on past where our rules end it (a count, bare
            // khuns): the positions after that are not ours to learn.
            if game.outcome().is_some() {
                break;
            }
            let mv = game
                .position()
                .parse_uci(word)
                .map_err(|e| format!("{kind} move {} '{word}': {e}", out.len() + 1))?;
            game.play(mv)
                .map_err(|e| format!("{kind} move {} '{word}': {e}", out.len() + 1))?;
            out.push(mv);
        }
        Ok(out)
    };
    let opening = read(&opening, "opening")?;
    let moves = read(&moves, "the game's")?;
    if opening.len() > usize::from(u8::MAX) || opening.len() + moves.len() > usize::from(u16::MAX) {
        return Err("a game too long for the games' format".into());
    }
    Ok(Some(Played {
        opening,
        moves,
        white_result: (white_points * 2.0) as u8,
    }))
}

/// The game with each position after the opening scored by `searcher`.
fn score(played: Played, searcher: &mut Searcher, nodes: u64) -> SelfPlay {
    searcher.clear();
    let mut game = Game::new(Position::start(), CountingMode::Automatic);
    for &mv in &played.opening {
        let _ = game.play(mv);
    }
    let mut searched = Vec::with_capacity(played.moves.len());
    for &mv in &played.moves {
        let position = *game.position();
        let history = history_keys(&game);
        let result = searcher.search(&position, &history, Limits::nodes(nodes), 1, &mut |_| {});
        let clamped = result
            .score
            .clamp(-i32::from(i16::MAX), i32::from(i16::MAX));
        searched.push((mv, clamped as i16));
        let _ = game.play(mv);
    }
    SelfPlay {
        opening: played.opening,
        searched,
        white_result: played.white_result,
    }
}

pub fn run(a: MakrukRelabelArgs) -> Result<ExitCode, String> {
    let evaluate = Evaluate::from_name(&a.eval).map_err(|e| format!("--eval: {e}"))?;
    let text =
        std::fs::read_to_string(&a.from).map_err(|e| format!("{}: {e}", a.from.display()))?;
    // Every line is read before anything is written: a damaged record stops the run whole.
    let mut played = Vec::new();
    let mut without_moves = 0;
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        match parse(line).map_err(|e| format!("{} line {}: {e}", a.from.display(), i + 1))? {
            Some(p) => played.push(p),
            None => without_moves += 1,
        }
    }
    if played.is_empty() {
        return Err(format!(
            "{}: no game with its moves ({without_moves} without: play the match with --keep-moves)",
            a.from.display()
        ));
    }
    let (mut file, done_before) = datagen::open(&a.out)?;
    let mut searcher = Searcher::new(HASH_MB);
    searcher.set_evaluate(evaluate);
    let clock = Instant::now();
    let (mut games, mut positions) = (0, 0);
    for p in played.into_iter().skip(done_before as usize) {
        let game = score(p, &mut searcher, a.nodes);
        positions += game.samples().len();
        file.write_all(&game.encode())
            .map_err(|e| format!("{}: {e}", a.out.display()))?;
        games += 1;
    }
    println!(
        "{games} games, {positions} positions appended to {} ({} games; {without_moves} records \
         without moves skipped) in {:.0} s",
        a.out.display(),
        done_before + games,
        clock.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
