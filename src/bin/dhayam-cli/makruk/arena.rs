//! `dhayam-cli makruk arena`: two of our levels play each other. Each opening (a few
//! random plies from the seed) is played twice with the colours swapped, each move within
//! `--movetime`, `--nodes` or each level's own time; our `Game` referees (mate,
//! stalemate, repetition, automatic counting, bare khuns).

use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use dhayam::makruk::ai::params::MATE_BOUND;
use dhayam::makruk::ai::{Evaluate, Level, Limits, Player, history_keys};
use dhayam::makruk::rules::{Color, CountingMode, Game, Outcome, Position};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::cli::MakrukArenaArgs;

struct Options {
    a: Level,
    b: Level,
    games: usize,
    seed: u64,
    movetime: Option<u64>,
    nodes: Option<u64>,
    threads: usize,
    openings: usize,
    max_plies: usize,
    fit: bool,
    evals: [Evaluate; 2],
}

/// One game's record.
struct Played {
    /// Points for A: 1, 0.5 or 0.
    a_points: f64,
    how: &'static str,
    plies: usize,
    /// Think time per move, A's and B's.
    think: [Vec<Duration>; 2],
    /// (score in centipawns for the mover, the mover's eventual points) for the fit.
    samples: Vec<(i32, f64)>,
}

/// Reads the values clap leaves as words: a number out of range is refused, as
/// `dhayam-cli arena` refuses it, rather than quietly changed into another.
fn parse(args: MakrukArenaArgs) -> Result<Options, String> {
    let level = |flag: &str, value: &str| {
        Level::from_name(value).ok_or_else(|| {
            format!(
                "arena: unknown level '{value}' for {flag} (Beginner, Easy, Medium, Hard, Master)"
            )
        })
    };
    let number = |flag: &str, value: &Option<String>, low: u64, high: u64| {
        let Some(value) = value else {
            return Ok(None);
        };
        let n = value
            .parse::<u64>()
            .map_err(|_| format!("arena: {flag} needs a number, not '{value}'"))?;
        if (low..=high).contains(&n) {
            Ok(Some(n))
        } else {
            Err(format!("{flag} must be between {low} and {high}"))
        }
    };
    let (a, b) = (level("--a", &args.a)?, level("--b", &args.b)?);
    Ok(Options {
        a,
        b,
        games: number("--games", &args.games, 1, 100_000)?.map_or(20, |n| n as usize),
        seed: number("--seed", &args.seed, 0, u64::MAX)?.unwrap_or(1),
        movetime: number("--movetime", &args.movetime, 1, 3_600_000)?,
        nodes: number("--nodes", &args.nodes, 1, 1_000_000_000)?,
        threads: number("--threads", &args.threads, 1, 64)?.map_or(1, |n| n as usize),
        openings: number("--openings", &args.openings, 0, 40)?.map_or(6, |n| n as usize),
        max_plies: number("--max-plies", &args.max_plies, 10, 5_000)?.map_or(400, |n| n as usize),
        fit: args.fit,
        evals: [
            evaluation("--a-eval", &args.a_eval, a)?,
            evaluation("--b-eval", &args.b_eval, b)?,
        ],
    })
}

/// The evaluation named, or the level's own (no name, or `level`).
fn evaluation(flag: &str, name: &Option<String>, level: Level) -> Result<Evaluate, String> {
    match name.as_deref() {
        None | Some("level") => Ok(level.evaluate()),
        Some(name) => Evaluate::from_name(name).map_err(|e| format!("{flag}: {e}")),
    }
}

/// A few random plies from the start that leave the game going.
fn opening(seed: u64, pair: usize, plies: usize) -> Vec<dhayam::makruk::rules::Move> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (pair as u64).wrapping_mul(0x9e37_79b9));
    loop {
        let mut p = Position::start();
        let mut moves = Vec::new();
        for _ in 0..plies {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            p.play_unchecked(mv);
            moves.push(mv);
        }
        if p.outcome().is_none() {
            return moves;
        }
    }
}

fn play_game(o: &Options, g: usize) -> Played {
    let pair = g / 2;
    let a_white = g.is_multiple_of(2);
    let mut game = Game::new(Position::start(), CountingMode::Automatic);
    for mv in opening(o.seed, pair, o.openings) {
        let _ = game.play(mv);
    }
    let seed = o.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
    let mut players = [Player::new(o.a, seed), Player::new(o.b, seed ^ 0xb)];
    for (player, eval) in players.iter_mut().zip(&o.evals) {
        player.searcher.set_evaluate(eval.clone());
    }
    let limits = match (o.movetime, o.nodes) {
        (None, None) => None,
        (movetime, nodes) => Some(Limits {
            nodes,
            ..movetime.map_or_else(Limits::default, Limits::movetime)
        }),
    };
    let mut think = [Vec::new(), Vec::new()];
    let mut scores: Vec<(Color, i32)> = Vec::new();
    let outcome = loop {
        if let Some(outcome) = game.outcome() {
            break Some(outcome);
        }
        if game.len() >= o.max_plies {
            break None;
        }
        let turn = game.position().turn();
        let side = usize::from((turn == Color::White) != a_white);
        let history = history_keys(&game);
        let clock = Instant::now();
        let choice = players[side].choose(game.position(), &history, limits, &mut |_| {});
        think[side].push(clock.elapsed());
        let Some(choice) = choice else {
            break game.outcome();
        };
        if choice.score.abs() < MATE_BOUND {
            scores.push((turn, choice.score));
        }
        if game.play(choice.mv).is_err() {
            // Cannot happen: the engine only plays legal moves. Scored against the mover.
            break Some(Outcome::Checkmate {
                winner: turn.other(),
            });
        }
    };
    let white_points = outcome.map_or(0.5, |o| o.points(Color::White));
    let how = match outcome {
        Some(Outcome::Checkmate { .. }) => "mate",
        Some(Outcome::Stalemate) => "stalemate",
        Some(Outcome::Draw(dhayam::makruk::rules::DrawReason::Counting)) => "counting",
        Some(Outcome::Draw(dhayam::makruk::rules::DrawReason::Repetition)) => "repetition",
        Some(Outcome::Draw(_)) => "bare khuns",
        None => "max plies",
    };
    let points_for = |c: Color| {
        if c == Color::White {
            white_points
        } else {
            1.0 - white_points
        }
    };
    Played {
        a_points: if a_white {
            white_points
        } else {
            1.0 - white_points
        },
        how,
        plies: game.len(),
        think,
        samples: scores
            .into_iter()
            .map(|(c, s)| (s, points_for(c)))
            .collect(),
    }
}

pub fn run(args: MakrukArenaArgs) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let clock = Instant::now();
    let mut results: Vec<Option<Played>> = (0..o.games).map(|_| None).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..o.threads {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if g >= o.games {
                        break;
                    }
                    let played = play_game(&o, g);
                    eprintln!(
                        "game {}: A {} {}, A scores {} ({} plies)",
                        g + 1,
                        if g.is_multiple_of(2) {
                            "white"
                        } else {
                            "black"
                        },
                        played.how,
                        played.a_points,
                        played.plies
                    );
                    done.lock().unwrap().push((g, played));
                }
            });
        }
    });
    for (g, p) in done.into_inner().unwrap() {
        results[g] = Some(p);
    }
    let results: Vec<Played> = results.into_iter().flatten().collect();
    let n = results.len() as f64;
    let points: Vec<f64> = results.iter().map(|r| r.a_points).collect();
    let score: f64 = points.iter().sum();
    let mean = score / n;
    let var = points.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let (w, d, l) = (
        points.iter().filter(|&&x| x == 1.0).count(),
        points.iter().filter(|&&x| x == 0.5).count(),
        points.iter().filter(|&&x| x == 0.0).count(),
    );
    let mut ends: Vec<(&str, usize)> = Vec::new();
    for r in &results {
        match ends.iter_mut().find(|(h, _)| *h == r.how) {
            Some(e) => e.1 += 1,
            None => ends.push((r.how, 1)),
        }
    }
    let mut out = std::io::stdout().lock();
    let elo = |p: f64| -400.0 * (1.0 / p.clamp(0.001, 0.999) - 1.0).log10();
    let _ = writeln!(
        out,
        "{} (A{}) vs {} (B{}), {} games, {}, seed {}",
        o.a,
        if o.evals[0].is_learned() {
            ", learned"
        } else {
            ""
        },
        o.b,
        if o.evals[1].is_learned() {
            ", learned"
        } else {
            ""
        },
        results.len(),
        match (o.movetime, o.nodes) {
            (None, None) => "each level's own time".to_string(),
            (Some(m), None) => format!("movetime {m} ms"),
            (None, Some(n)) => format!("{n} nodes a move"),
            (Some(m), Some(n)) => format!("movetime {m} ms or {n} nodes a move"),
        },
        o.seed
    );
    let _ = writeln!(
        out,
        "ends: {}",
        ends.iter()
            .map(|(h, c)| format!("{h} {c}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for (side, level) in [(0, o.a), (1, o.b)] {
        let times: Vec<Duration> = results.iter().flat_map(|r| r.think[side].clone()).collect();
        let total: Duration = times.iter().sum();
        let max = times.iter().max().copied().unwrap_or_default();
        let _ = writeln!(
            out,
            "think {level}: {} moves, mean {:.1} ms, max {:.1} ms",
            times.len(),
            total.as_secs_f64() * 1000.0 / times.len().max(1) as f64,
            max.as_secs_f64() * 1000.0
        );
    }
    if o.fit {
        let samples: Vec<(i32, f64)> = results.iter().flat_map(|r| r.samples.clone()).collect();
        let loss = |k: f64| {
            samples
                .iter()
                .map(|&(s, y)| {
                    let p = (1.0 / (1.0 + (-f64::from(s) / k).exp())).clamp(1e-6, 1.0 - 1e-6);
                    -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
                })
                .sum::<f64>()
                / samples.len().max(1) as f64
        };
        let best = (20..=400)
            .map(|k| f64::from(k) * 5.0)
            .min_by(|a, b| loss(*a).total_cmp(&loss(*b)))
            .unwrap_or(250.0);
        let _ = writeln!(
            out,
            "win-chance fit: {} positions, scale {best:.0} cp (log-loss {:.4}; at 250: {:.4})",
            samples.len(),
            loss(best),
            loss(250.0)
        );
    }
    let _ = writeln!(
        out,
        "A wins {w}, draws {d}, losses {l}; time {:.0} s",
        clock.elapsed().as_secs_f64()
    );
    let _ = writeln!(
        out,
        "A score: {score}/{} ({:.1}% ± {:.1}%, 95%), Elo {:+.0} [{:+.0}, {:+.0}]",
        results.len(),
        100.0 * mean,
        100.0 * half,
        elo(mean),
        elo(mean - half),
        elo(mean + half)
    );
    Ok(ExitCode::SUCCESS)
}
