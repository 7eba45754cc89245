//! `dhayam-cli makruk hint` and `review`: the window's hint and review from the command
//! line, with their times (the budgets: a hint ≤ 1 s, a 60-move review ≤ 20 s).

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use dhayam::makruk::ai::advice::{self, hint, hint_limits, review, review_passes};
use dhayam::makruk::ai::{Score, Searcher, history_keys};
use dhayam::makruk::rules::{CountingMode, Game, Position};

fn game(fen: &str, moves: &[String]) -> Result<Game, String> {
    let start = Position::from_fen(fen).map_err(|e| format!("bad FEN: {e}"))?;
    let mut game = Game::new(start, CountingMode::Automatic);
    for (i, text) in moves.iter().enumerate() {
        let mv = game
            .position()
            .parse_uci(text)
            .map_err(|e| format!("move {}: {e}", i + 1))?;
        game.play(mv).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    Ok(game)
}

pub fn hint_command(fen: &str, moves: &[String]) -> Result<ExitCode, String> {
    let game = game(fen, moves)?;
    let clock = Instant::now();
    let mut searcher = advice::searcher(Searcher::new(32));
    let found = hint(
        &mut searcher,
        game.position(),
        &history_keys(&game),
        hint_limits(),
    );
    let ms = clock.elapsed().as_millis();
    let mut out = std::io::stdout().lock();
    let Some(h) = found else {
        let _ = writeln!(out, "no legal move ({ms} ms)");
        return Ok(ExitCode::SUCCESS);
    };
    let p = game.position();
    let _ = writeln!(
        out,
        "best {} {} score {} win {:.0}%",
        h.best.mv,
        p.san(h.best.mv),
        Score::from_internal(h.best.score),
        100.0 * h.best.win_chance
    );
    if let Some(s) = h.second {
        let _ = writeln!(
            out,
            "next {} {} score {} win {:.0}% (best by {:.0}%)",
            s.mv,
            p.san(s.mv),
            Score::from_internal(s.score),
            100.0 * s.win_chance,
            100.0 * h.difference
        );
    }
    let _ = writeln!(out, "time {ms} ms");
    Ok(ExitCode::SUCCESS)
}

pub fn review_command(fen: &str, moves: &[String]) -> Result<ExitCode, String> {
    let game = game(fen, moves)?;
    let clock = Instant::now();
    let mut searcher = advice::searcher(Searcher::new(32));
    // As the window reviews: a first look at every position, then the deeper one.
    let passes = review_passes(game.len() + 1);
    let mut first_look = None;
    let reviewed = review(&mut searcher, &game, &passes, &mut |done, total, _| {
        if done == total / 2 {
            first_look = Some(clock.elapsed().as_millis());
        }
        true
    });
    let ms = clock.elapsed().as_millis();
    let mut out = std::io::stdout().lock();
    let mut position = *game.start();
    for r in &reviewed {
        let mark = r.mark.map_or("", |m| m.symbol());
        let better = if r.mark.is_some() {
            format!(
                " (better {}, {:.0}%)",
                position.san(r.best.mv),
                100.0 * r.best.win_chance
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{} {}{mark} win {:.0}% lost {:.0}%{better}",
            r.ply + 1,
            position.san(r.played),
            100.0 * r.played_win_chance,
            100.0 * r.lost
        );
        position.play_unchecked(r.played);
    }
    if let Some(first) = first_look {
        let _ = writeln!(out, "every move had a first mark in {first} ms");
    }
    let _ = writeln!(out, "{} moves reviewed in {ms} ms", reviewed.len());
    Ok(ExitCode::SUCCESS)
}
