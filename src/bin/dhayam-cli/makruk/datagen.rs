//! `dhayam-cli makruk datagen`: self-play positions for the learned evaluation. Each game
//! starts with a few random plies, then our search plays both sides at a fixed node count;
//! every position not in check, not right after a capture, whose best move is quiet and
//! whose score is not a mate is kept with the search's score and, once the game is over,
//! its result. The file holds the games themselves (`src/makruk/ai/nnue/games.rs`, a sixth
//! of the positions' size, small enough to keep in the repository), from which training
//! replays the positions. Whole games are appended as they finish, and `--games` is what
//! the file holds when done, so a run cut short goes on where it stopped when run again.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use dhayam::makruk::ai::nnue::data;
use dhayam::makruk::ai::nnue::games::{self, SelfPlay};
use dhayam::makruk::ai::params::MATE_BOUND;
use dhayam::makruk::ai::{Evaluate, Limits, Searcher, history_keys};
use dhayam::makruk::rules::{Color, CountingMode, Game, Position};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::cli::MakrukDatagenArgs;

/// A side whose score stays beyond this for `ADJUDICATE_PLIES` plies in a row wins.
const ADJUDICATE_CP: i32 = 1_000;
const ADJUDICATE_PLIES: usize = 6;
/// After this many plies, a score within `DRAW_CP` for `DRAW_PLIES` plies in a row is a
/// draw (long level endings cost time and teach little).
const DRAW_AFTER_PLIES: usize = 160;
const DRAW_CP: i32 = 20;
const DRAW_PLIES: usize = 16;
const HASH_MB: usize = 8;

/// One self-play game: the random opening, each searched position's best move and score,
/// and the result (the positions kept for training are `SelfPlay::samples`).
fn play_game(a: &MakrukDatagenArgs, evaluate: &Evaluate, g: u64) -> SelfPlay {
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ g);
    let mut searcher = Searcher::new(HASH_MB);
    searcher.set_evaluate(evaluate.clone());
    let (mut game, opening) = loop {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        let mut opening = Vec::new();
        let plies = a.random_plies + rng.next_u64() % 5;
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            if game.play(mv).is_ok() {
                opening.push(mv);
            }
        }
        if game.outcome().is_none() {
            break (game, opening);
        }
    };
    let mut searched = Vec::new();
    let mut streak: (Option<Color>, usize) = (None, 0);
    let mut level = 0usize;
    let white_result: u8 = loop {
        if let Some(outcome) = game.outcome() {
            break (outcome.points(Color::White) * 2.0).round() as u8;
        }
        if game.len() >= a.max_plies as usize {
            break 1;
        }
        let position = *game.position();
        let history = history_keys(&game);
        let result = searcher.search(&position, &history, Limits::nodes(a.nodes), 1, &mut |_| {});
        let Some(best) = result.best else {
            break 1;
        };
        let score = result.score;
        searched.push((
            best,
            score.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16,
        ));
        // Adjudication: both sides agree for a while that one of them is far ahead.
        let white_score = if position.turn() == Color::White {
            score
        } else {
            -score
        };
        let ahead = if white_score >= ADJUDICATE_CP {
            Some(Color::White)
        } else if white_score <= -ADJUDICATE_CP {
            Some(Color::Black)
        } else {
            None
        };
        streak = match (ahead, streak) {
            (Some(c), (Some(d), n)) if c == d => (Some(c), n + 1),
            (Some(c), _) => (Some(c), 1),
            (None, _) => (None, 0),
        };
        if let (Some(c), n) = streak
            && n >= ADJUDICATE_PLIES
            && score.abs() < MATE_BOUND
        {
            break if c == Color::White { 2 } else { 0 };
        }
        level = if score.abs() <= DRAW_CP { level + 1 } else { 0 };
        if game.len() >= DRAW_AFTER_PLIES && level >= DRAW_PLIES {
            break 1;
        }
        if game.play(best).is_err() {
            break 1;
        }
    };
    SelfPlay {
        opening,
        searched,
        white_result,
    }
}

/// Opens `out` for appending, writing the header of a new file, and says how many games it
/// holds already; a file cut off in the middle of a game is cut back to its whole games.
pub(super) fn open(out: &std::path::Path) -> Result<(std::fs::File, u64), String> {
    let named = |e: &dyn std::fmt::Display| format!("{}: {e}", out.display());
    let existing = std::fs::read(out).ok().filter(|b| !b.is_empty());
    if existing
        .as_deref()
        .is_some_and(|b| data::records(b).is_ok())
    {
        return Err(named(
            &"a file of position records, which datagen no longer writes: name a new file for games",
        ));
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| named(&e))?;
    match existing {
        Some(bytes) => {
            let (games, whole) = games::read(&bytes).map_err(|e| named(&e))?;
            file.set_len(whole as u64).map_err(|e| named(&e))?;
            Ok((file, games.len() as u64))
        }
        None => {
            (&file).write_all(&games::header()).map_err(|e| named(&e))?;
            Ok((file, 0))
        }
    }
}

pub fn run(a: MakrukDatagenArgs) -> Result<ExitCode, String> {
    let evaluate = Evaluate::from_name(&a.eval).map_err(|e| format!("--eval: {e}"))?;
    let (file, done_before) = open(&a.out)?;
    let file = Mutex::new(file);
    let clock = Instant::now();
    // Game g's opening comes from the seed and g, so a file run again goes on from the
    // games it holds (with several threads a cut run may have finished them out of order:
    // then a game or two may repeat or be skipped, which training does not mind).
    let next = AtomicU64::new(done_before);
    let games_done = AtomicUsize::new(0);
    let positions = AtomicUsize::new(0);
    let failed = Mutex::new(None::<String>);
    std::thread::scope(|scope| {
        for _ in 0..a.threads {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= a.games || failed.lock().unwrap().is_some() {
                        break;
                    }
                    let game = play_game(&a, &evaluate, g);
                    let samples = game.samples().len();
                    let bytes = game.encode();
                    if let Err(e) = file.lock().unwrap().write_all(&bytes) {
                        *failed.lock().unwrap() = Some(format!("{}: {e}", a.out.display()));
                        break;
                    }
                    let n = positions.fetch_add(samples, Ordering::Relaxed) + samples;
                    let done = games_done.fetch_add(1, Ordering::Relaxed) + 1;
                    if done.is_multiple_of(50) || done as u64 + done_before == a.games {
                        eprintln!(
                            "datagen: {done} games, {n} positions, {:.0} s",
                            clock.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    if let Some(e) = failed.into_inner().unwrap() {
        return Err(e);
    }
    let done = games_done.into_inner();
    println!(
        "{done} games, {} positions appended to {} ({} games) in {:.0} s",
        positions.load(Ordering::Relaxed),
        a.out.display(),
        done_before + done as u64,
        clock.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
