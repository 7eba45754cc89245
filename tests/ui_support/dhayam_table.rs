//! Dhayam's table under test: the real app with a seed and seats, stepped until a person
//! must act, and the things to click named the way the window names them.

use dhayam::dhayam::play::game::Game;
use dhayam::dhayam::rules::{Move, Options, Pawn, Phase, Position, Seat, SeatSet, Value};
pub use dhayam::dhayam::ui::Session;
use dhayam::dhayam::ui::{AnimSpeed, Settings, text};
use dhayam::dhayam::ui::{GameConfig, Player};
use dhayam::shell::App;
use egui_kittest::Harness;

use std::time::{Duration, Instant};

use super::{LARGE, window};
use egui_kittest::kittest::Queryable;

pub fn quick_settings() -> Settings {
    Settings {
        anim: AnimSpeed::Off,
        fast_forward: true,
        auto_move: false,
        practice: false,
        win_chances: false,
        ..Settings::default()
    }
}

pub fn harness(config: GameConfig, settings: Settings) -> Harness<'static, App> {
    window(
        App::around(Session::new_with(config).with_settings(settings)),
        LARGE,
    )
}

/// Dhayam's table in the window (the test has put Dhayam on it).
pub fn on_table<'h>(h: &'h Harness<'_, App>) -> &'h Session {
    h.state().game().dhayam().expect("Dhayam on the table")
}

pub fn humans(seats: &[Seat], seed: u64) -> GameConfig {
    let players: Vec<(Seat, Player)> = seats.iter().map(|s| (*s, Player::Human)).collect();
    GameConfig::with_players(&players, seed)
}

/// How long [`settle`] waits by the wall clock, whatever the frames: a computer that is
/// still thinking then fails the test, saying what it waited for, rather than hanging it.
pub const SETTLE_LIMIT: Duration = Duration::from_secs(120);

/// Steps until a person must act or the game is over (at most `max` frames, and at most
/// [`SETTLE_LIMIT`]).
pub fn settle(h: &mut Harness<'_, App>, max: usize) {
    settle_within(h, max, SETTLE_LIMIT);
}

/// As [`settle`], failing once `limit` has passed by the wall clock: frames spent while a
/// computer thinks on its own thread are not counted, so only the clock bounds them.
pub fn settle_within(h: &mut Harness<'_, App>, max: usize, limit: Duration) {
    let start = Instant::now();
    let mut frames = 0;
    while frames < max {
        let session = on_table(h);
        if start.elapsed() > limit {
            panic!(
                "settle: waited {limit:?} by the wall clock for a person to act or the game to \
                 end, after {frames} of {max} frames, with {}: {}",
                if session.is_thinking() {
                    "a computer still thinking"
                } else {
                    "the table still playing on"
                },
                session.game().position()
            );
        }
        // A computer thinks on its own thread: give it wall-clock time, not frames.
        if session.is_thinking() {
            std::thread::sleep(Duration::from_millis(1));
        } else {
            frames += 1;
        }
        h.step();
        let app = h.state();
        if app.game().dhayam().unwrap().waiting_for_human() || game_over_settled(app) {
            // One more frame, so the accessibility tree shows the settled state.
            h.step();
            return;
        }
    }
    panic!(
        "settle: no person to act and the game not over after {max} frames: {}",
        on_table(h).game().position()
    );
}

fn game_over_settled(app: &App) -> bool {
    app.game().dhayam().unwrap().game().position().is_over() && !app.game().dhayam().unwrap().busy()
}

/// The first seed (from `start`) whose first throws, for a game with these seats and
/// rules, give the values wanted.
pub fn seed_with_first_values(seats: SeatSet, options: Options, wanted: &[u8], start: u64) -> u64 {
    (start..start + 100_000)
        .find(|&seed| {
            let mut game = Game::new(options, seats, seed).expect("a legal game");
            wanted
                .iter()
                .all(|v| game.throw().map(|t| t.value().get()) == Ok(*v) && play_any(&mut game))
        })
        .expect("some seed gives those throws")
}

/// Plays the first legal move (so a throw sequence can be checked further).
fn play_any(game: &mut Game) -> bool {
    match game.position().legal_moves().as_slice().first() {
        Some(mv) => game.play(*mv).is_ok(),
        None => true,
    }
}

/// The accessible name of the pawn a move picks up.
pub fn pawn_label(position: &Position, mv: Move) -> String {
    let seat = position.to_move();
    let Move::Pawn { from, .. } = mv else {
        panic!("pass has no pawn");
    };
    match from {
        Pawn::New => text::pawn_waiting_new(seat),
        Pawn::Cut => text::pawn_waiting_cut(seat),
        Pawn::At(p) => {
            let sq = p.square(position.board(), seat);
            let count = position.pawns(seat).iter().filter(|q| **q == from).count();
            text::pawn_on(seat, sq, count)
        }
    }
}

/// The accessible name of the square a move lands on.
pub fn landing_label(position: &Position, mv: Move) -> String {
    let Move::Pawn { from, value } = mv else {
        panic!("pass has no landing");
    };
    let seat = position.to_move();
    let l = position.landing(seat, from, value).expect("a legal move");
    text::square_said(position, l.to.square(position.board(), seat))
}

/// The accessible name of a square on the board of the game on the table ("square f1,
/// …" with what stands on it).
pub fn square_label(h: &Harness<'_, App>, square: &str) -> String {
    let position = h
        .state()
        .game()
        .dhayam()
        .expect("Dhayam on the table")
        .game()
        .position();
    text::square_said(position, square.parse().expect("a square"))
}

/// A move a keen player would make: one that cuts if it can, else the furthest along.
pub fn keen_move(position: &Position, value: Option<Value>) -> Move {
    let seat = position.to_move();
    let moves: Vec<Move> = position
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| match (m, value) {
            (Move::Pawn { value: v, .. }, Some(w)) => *v == w,
            _ => true,
        })
        .collect();
    let cut = moves.iter().copied().find(|m| match m {
        Move::Pawn { from, value } => position
            .landing(seat, *from, *value)
            .is_ok_and(|l| l.cut.is_some()),
        Move::Pass => false,
    });
    cut.unwrap_or_else(|| *moves.last().expect("a legal move"))
}

/// One person's action through the window: throw with the button, or click the pawn of
/// a keen move.
pub fn act_by_clicks(h: &mut Harness<'_, App>) {
    let position = *on_table(h).game().position();
    match position.phase() {
        Phase::Throw => h.get_by_label(&text::throw()).click(),
        Phase::Move => {
            let mv = keen_move(&position, None);
            let cuts = match mv {
                Move::Pawn { from, value } => position
                    .landing(position.to_move(), from, value)
                    .is_ok_and(|l| l.cut.is_some()),
                Move::Pass => false,
            };
            // A cut is played by clicking the square (where the victim stands), any other
            // move by clicking the pawn.
            let label = if cuts {
                landing_label(&position, mv)
            } else {
                pawn_label(&position, mv)
            };
            h.get_by_label(&label).click();
        }
        Phase::Over(_) => {}
    }
}

/// A person (Red) against Easy (Yellow), seed 31, played to the end by clicks: the
/// finished game the review's and the keys' tests start from.
pub fn finished_against_easy() -> Harness<'static, App> {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (
                Seat::Yellow,
                Player::Computer(dhayam::dhayam::ai::Level::Easy),
            ),
        ],
        31,
    );
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    h
}

/// Where the window draws the 7×7 board showing `position`: its four corner squares'
/// rectangles joined.
pub fn board_rect(h: &Harness<'_, App>, position: &Position) -> egui::Rect {
    ["a1", "g1", "a7", "g7"]
        .iter()
        .map(|s| {
            h.get_by_label(&text::square_said(position, s.parse().unwrap()))
                .rect()
        })
        .fold(egui::Rect::NOTHING, |all, r| all.union(r))
}

/// Acts by clicks (and lets computers and animations run) until the game is over.
pub fn play_to_the_end(h: &mut Harness<'_, App>) {
    let mut actions = 0;
    while !on_table(h).game().position().is_over() {
        act_by_clicks(h);
        settle(h, 400);
        actions += 1;
        assert!(actions < 5_000, "the game should end");
    }
}
