//! `dhayam-cli makruk datagen`: self-play positions for the learned evaluation. Each game
//! starts with a few random plies, then our search plays both sides at a fixed node count;
//! every position not in check, not right after a capture, whose best move is quiet and
//! whose score is not a mate is kept with the search's score and, once the game is over,
//! its result (format: `src/makruk/ai/nnue/data.rs`). Whole games are appended to the file
//! as they finish, so a run cut short leaves what it finished.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use dhayam::makruk::ai::nnue::data::{self, Sample};
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

/// One game's kept positions and its result for White (0, 1, 2 halves).
fn play_game(a: &MakrukDatagenArgs, evaluate: &Evaluate, g: u64) -> Vec<[u8; data::RECORD]> {
    let mut rng = ChaCha8Rng::seed_from_u64(a.seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ g);
    let mut searcher = Searcher::new(HASH_MB);
    searcher.set_evaluate(evaluate.clone());
    let mut game = loop {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        let plies = a.random_plies + rng.next_u64() % 5;
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            let _ = game.play(mv);
        }
        if game.outcome().is_none() {
            break game;
        }
    };
    let mut kept: Vec<Sample> = Vec::new();
    let mut last_capture = false;
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
        if !position.is_check()
            && !last_capture
            && !best.is_capture()
            && !best.promotion
            && score.abs() < MATE_BOUND
        {
            kept.push(Sample {
                board: *position.board(),
                turn: position.turn(),
                score: score.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16,
                result: 1,
                fullmove: position.fullmoves().min(u32::from(u16::MAX)) as u16,
            });
        }
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
        last_capture = best.is_capture();
        if game.play(best).is_err() {
            break 1;
        }
    };
    kept.into_iter()
        .map(|mut s| {
            s.result = if s.turn == Color::White {
                white_result
            } else {
                2 - white_result
            };
            s.encode()
        })
        .collect()
}

pub fn run(a: MakrukDatagenArgs) -> Result<ExitCode, String> {
    let evaluate = Evaluate::from_name(&a.eval).map_err(|e| format!("--eval: {e}"))?;
    let existing = std::fs::read(&a.out).ok();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&a.out)
        .map_err(|e| format!("{}: {e}", a.out.display()))?;
    match existing {
        Some(bytes) if !bytes.is_empty() => {
            data::records(&bytes).map_err(|e| format!("{}: {e}", a.out.display()))?;
        }
        _ => file
            .write_all(&data::header())
            .map_err(|e| format!("{}: {e}", a.out.display()))?,
    }
    let file = Mutex::new(file);
    let clock = Instant::now();
    let next = AtomicU64::new(0);
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
                    let records = play_game(&a, &evaluate, g);
                    let bytes: Vec<u8> = records.iter().flatten().copied().collect();
                    if let Err(e) = file.lock().unwrap().write_all(&bytes) {
                        *failed.lock().unwrap() = Some(format!("{}: {e}", a.out.display()));
                        break;
                    }
                    let n = positions.fetch_add(records.len(), Ordering::Relaxed) + records.len();
                    let done = games_done.fetch_add(1, Ordering::Relaxed) + 1;
                    if done.is_multiple_of(50) || done as u64 == a.games {
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
    println!(
        "{} games, {} positions ({} bytes) appended to {} in {:.0} s",
        games_done.into_inner(),
        positions.load(Ordering::Relaxed),
        positions.load(Ordering::Relaxed) * data::RECORD,
        a.out.display(),
        clock.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
