//! `dhayam-cli review`: marks each decision of a saved game by the King chance it lost.`

use std::io::{self, Write};
use std::process::ExitCode;

use dhayam::dhayam::rules::Seat;

use crate::args::{UsageError, parse_seats};

pub fn run(file: &std::path::Path, seats: Option<&str>) -> Result<ExitCode, UsageError> {
    let game = dhayam::dhayam::save::load(file)
        .map_err(|e| UsageError(format!("{}: {e}", file.display())))?;
    let seats: Vec<Seat> = match seats {
        Some(s) => parse_seats(s)?.iter().collect(),
        None => Seat::ALL
            .into_iter()
            .filter(|s| {
                game.players[*s]
                    .as_ref()
                    .is_some_and(|p| p.computer.is_none())
            })
            .collect(),
    };
    let clock = std::time::Instant::now();
    let review = dhayam::dhayam::ai::review(
        game.record(),
        &seats,
        game.record().seed,
        dhayam::dhayam::ai::review_budget(),
    );
    let elapsed = clock.elapsed();
    for m in review.moves.iter().filter(|m| m.mark.is_some()) {
        let mark = m.mark.map_or("", |k| k.symbol());
        say!(
            "ply {:>4} {:<6} played {:<6} {mark:<2} best {:<6} lost {:.1}%",
            m.ply,
            m.seat.name(),
            m.played.to_string(),
            m.best.to_string(),
            m.loss * 100.0
        );
    }
    for seat in &seats {
        let n = review.moves.iter().filter(|m| m.seat == *seat).count();
        say!(
            "{}: {n} decisions, error rate {:.0}%, luck of the throws {:+.1}% win chance",
            seat.name(),
            review.error_rate[*seat] * 100.0,
            review.luck[*seat] * 100.0
        );
    }
    say!(
        "({} plies, {} decisions judged in {:.2} s)",
        game.record().plies.len(),
        review.moves.len(),
        elapsed.as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
