//! Advice in the window: the hint for a person's decision, the win chances bar, and the
//! post-game review stepped through by its buttons. Headless; the advice is worked out
//! on other threads, so the tests give them wall-clock time between frames.

use std::time::{Duration, Instant};

use crate::ui_support::dhayam_table::*;
use crate::ui_support::*;
use dhayam::dhayam::ai::Level;
use dhayam::dhayam::rules::{Move, Phase, Seat};
use dhayam::dhayam::ui::text;
use dhayam::dhayam::ui::{GameConfig, Player};
use dhayam::shell::App;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Steps, with a little wall-clock time each frame, until `done` (at most `secs`).
fn wait_for(h: &mut Harness<'_, App>, secs: f64, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(
            start.elapsed().as_secs_f64() < secs,
            "waited {secs} s for {what}"
        );
        std::thread::sleep(Duration::from_millis(5));
        h.step();
    }
    h.run_steps(2);
}

/// Plays through the window until a person has more than one move to choose from.
fn play_to_a_decision(h: &mut Harness<'_, App>) {
    for _ in 0..400 {
        let app = h.state();
        let pos = app.game().dhayam().unwrap().game().position();
        if app.game().dhayam().unwrap().waiting_for_human()
            && matches!(pos.phase(), Phase::Move)
            && pos.legal_moves().len() > 1
        {
            return;
        }
        act_by_clicks(h);
        settle(h, 400);
    }
    panic!("no decision came");
}

/// The hint as a person reads it: the move in words, never the engine's `FROM+VALUE`.
fn hint_label(h: &Harness<'_, App>, mv: Move) -> String {
    let session = h.state().game().dhayam().unwrap();
    let pos = session.game().position();
    text::hint_best(&text::move_words(pos, mv, |s| session.config().name(s)))
}

fn hint_labels(h: &Harness<'_, App>) -> Vec<Move> {
    let pos = *h.state().game().dhayam().unwrap().game().position();
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|mv| h.query_by_label(&hint_label(h, *mv)).is_some())
        .collect()
}

#[test]
fn the_hint_names_a_legal_move_and_goes_when_the_position_changes() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 12), quick_settings());
    settle(&mut h, 50);
    play_to_a_decision(&mut h);
    assert!(hint_labels(&h).is_empty());

    h.get_by_label(&text::hint()).click();
    h.run_steps(1);
    assert!(
        h.state().game().dhayam().unwrap().coach_working(),
        "the hint is worked out on another thread"
    );
    wait_for(&mut h, 10.0, "the hint", |app| {
        !app.game().dhayam().unwrap().coach_working()
    });
    let shown = hint_labels(&h);
    assert_eq!(shown.len(), 1, "one hint, naming a legal move");
    let label = hint_label(&h, shown[0]);
    h.get_by_label(&label);
    assert!(
        !label.contains('+') && (label.contains(" to ") || label.contains("enters")),
        "the hint speaks in squares: {label}"
    );
    let (hint_time, _) = h.state().game().dhayam().unwrap().advice_times();
    eprintln!("hint took {hint_time:?}");

    // Playing a move leaves the position: the hint goes.
    act_by_clicks(&mut h);
    settle(&mut h, 400);
    assert!(hint_labels(&h).is_empty());

    // Key H asks again at the next decision.
    play_to_a_decision(&mut h);
    h.key_press(egui::Key::H);
    h.run_steps(1);
    wait_for(&mut h, 10.0, "the hint by key", |app| {
        !app.game().dhayam().unwrap().coach_working()
    });
    assert_eq!(hint_labels(&h).len(), 1);
}

#[test]
fn the_win_chances_bar_shows_every_seat_when_switched_on() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 3), quick_settings());
    settle(&mut h, 50);
    assert!(h.state().game().dhayam().unwrap().win_chances().is_none());
    h.get_by_label(&text::win_chances_setting()).click();
    h.run_steps(2);
    assert!(h.state().settings().dhayam.win_chances);
    wait_for(&mut h, 10.0, "the win chances", |app| {
        app.game().dhayam().unwrap().win_chances().is_some()
    });
    let chances = h.state().game().dhayam().unwrap().win_chances().unwrap();
    for seat in [Seat::Red, Seat::Yellow] {
        h.get_by_label(&text::win_chance(seat.name(), chances[seat]));
    }
    let total = chances[Seat::Red] + chances[Seat::Yellow];
    assert!((total - 1.0).abs() < 0.01, "{total}");

    // After a throw, the bar is worked out again for the new position.
    act_by_clicks(&mut h);
    settle(&mut h, 400);
    wait_for(&mut h, 10.0, "the new chances", |app| {
        app.game().dhayam().unwrap().win_chances().is_some()
    });

    h.get_by_label(&text::win_chances_setting()).click();
    h.run_steps(2);
    assert!(
        h.query_by_label(&text::win_chance("Red", chances[Seat::Red]))
            .is_none()
    );
}

#[test]
fn after_a_full_game_the_review_lists_decisions_and_steps_through_the_game() {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Yellow, Player::Computer(Level::Greedy)),
        ],
        31,
    );
    let mut h = harness(config, quick_settings());
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    h.get_by_label(&text::game_over());
    h.get_by_label(&text::review()).click();
    h.run_steps(1);
    assert!(h.state().game().dhayam().unwrap().reviewing());
    wait_for(&mut h, 20.0, "the review", |app| {
        app.game().dhayam().unwrap().review_screen().is_some()
    });
    let (_, review_time) = h.state().game().dhayam().unwrap().advice_times();
    eprintln!("review took {review_time:?}");
    h.get_by_label(&text::review_title());

    let screen = h.state().game().dhayam().unwrap().review_screen().unwrap();
    let moves = screen.review.moves.clone();
    let total = screen.total();
    assert!(!moves.is_empty(), "a whole game has decisions");
    assert!(
        moves.iter().all(|m| m.seat == Seat::Red),
        "only the person's"
    );
    let numbers: Vec<usize> = moves.iter().map(|m| screen.number_of(m.ply)).collect();
    let config = h.state().game().dhayam().unwrap().config().clone();
    let rows: Vec<String> = moves.iter().map(|m| screen.row_label(m, &config)).collect();
    for (row, n) in rows.iter().zip(&numbers) {
        assert!(*n >= 1 && *n <= total);
        // A person reads squares, never the engine's `FROM+VALUE`.
        assert!(!row.contains('+'), "{row}");
        h.get_by_label(row);
    }
    // Each row says which value the move used, as the move log does.
    for (row, m) in rows.iter().zip(&moves) {
        if let Move::Pawn { value, .. } = m.played {
            assert!(row.contains(&format!(" with {value}: ")), "{row}");
        }
    }
    // It opens at the first decision; Next and Previous step, First and Last jump.
    h.get_by_label(&text::review_at(numbers[0], total));
    h.get_by_label(&text::review_next()).click();
    h.run_steps(2);
    h.get_by_label(&text::review_at(numbers[0] + 1, total));
    h.get_by_label(&text::review_previous()).click();
    h.run_steps(2);
    h.get_by_label(&text::review_at(numbers[0], total));
    h.get_by_label(&text::review_last()).click();
    h.run_steps(2);
    assert!(h.query_all_by_label(&text::review_end()).count() >= 1);
    h.get_by_label(&text::review_first()).click();
    h.run_steps(2);
    h.get_by_label(&text::review_at(1, total));
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    h.get_by_label(&text::review_at(2, total));

    // Clicking a listed decision shows it.
    let last = moves.len().min(3) - 1;
    h.get_by_label(&rows[last]).click();
    h.run_steps(2);
    h.get_by_label(&text::review_at(numbers[last], total));

    // Leaving returns to the game over.
    h.get_by_label(&text::review_back()).click();
    h.run_steps(3);
    assert!(h.state().game().dhayam().unwrap().review_screen().is_none());
    h.get_by_label(&text::game_over());
}

/// Where the side panel's controls are: Throw, Hint, the log's heading, and each seat's
/// row (its name's first label, above the log's).
fn side_places(h: &Harness<'_, App>) -> Vec<(String, egui::Rect)> {
    let mut labels = vec![text::throw(), text::hint(), text::log_title()];
    labels.extend(Seat::ALL.map(text::seat));
    labels
        .into_iter()
        .map(|label| {
            let rect = h
                .query_all_by_label(&label)
                .next()
                .unwrap_or_else(|| panic!("{label} is shown"))
                .rect();
            (label, rect)
        })
        .collect()
}

/// Nothing under the pointer moves while a game goes on (issue 30, point 5): the seat
/// rows as the turn passes from seat to seat, and Throw, Hint and the log when a hint
/// comes; at both window sizes.
#[test]
fn the_side_panel_keeps_its_controls_in_place_as_turns_pass_and_a_hint_comes() {
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let app =
            App::around(Session::new_with(humans(&Seat::ALL, 12)).with_settings(quick_settings()));
        let mut h = window(app, size);
        settle(&mut h, 50);
        let before = side_places(&h);
        for _ in 0..12 {
            act_by_clicks(&mut h);
            settle(&mut h, 400);
            assert_eq!(
                side_places(&h),
                before,
                "{size:?}, {}",
                h.state().game().dhayam().unwrap().game().position()
            );
        }
        play_to_a_decision(&mut h);
        h.get_by_label(&text::hint()).click();
        h.run_steps(1);
        wait_for(&mut h, 10.0, "the hint", |app| {
            !app.game().dhayam().unwrap().coach_working()
        });
        assert_eq!(hint_labels(&h).len(), 1, "the hint is shown");
        assert_eq!(side_places(&h), before, "{size:?}, with the hint shown");
    }
}
