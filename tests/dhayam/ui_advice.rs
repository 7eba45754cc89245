//! Advice in the window: the hint for a person's decision, the win chances bar, and the
//! post-game review stepped through by its buttons. Headless; the advice is worked out
//! on other threads, so the tests give them wall-clock time between frames.

use std::time::{Duration, Instant};

use crate::ui_support::dhayam_table::*;
use crate::ui_support::*;
use dhayam::dhayam::ai::{Level, ReviewedMove};
use dhayam::dhayam::play::record::{Ply, apply};
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
    let session = on_table(h);
    let pos = session.game().position();
    text::hint_best(&text::move_words(pos, mv, |s| session.config().name(s)))
}

fn hint_labels(h: &Harness<'_, App>) -> Vec<Move> {
    let pos = *on_table(h).game().position();
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
        on_table(&h).advisor_working(),
        "the hint is worked out on another thread"
    );
    wait_for(&mut h, 10.0, "the hint", |app| {
        !app.game().dhayam().unwrap().advisor_working()
    });
    let shown = hint_labels(&h);
    assert_eq!(shown.len(), 1, "one hint, naming a legal move");
    let label = hint_label(&h, shown[0]);
    h.get_by_label(&label);
    assert!(
        !label.contains('+') && (label.contains(" to ") || label.contains("enters")),
        "the hint speaks in squares: {label}"
    );
    let (hint_time, _) = on_table(&h).advice_times();
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
        !app.game().dhayam().unwrap().advisor_working()
    });
    assert_eq!(hint_labels(&h).len(), 1);
}

#[test]
fn the_win_chances_bar_shows_every_seat_when_switched_on() {
    let mut h = harness(humans(&[Seat::Red, Seat::Yellow], 3), quick_settings());
    settle(&mut h, 50);
    assert!(on_table(&h).win_chances().is_none());
    h.get_by_label(&text::win_chances_setting()).click();
    h.run_steps(2);
    assert!(h.state().settings().dhayam.win_chances);
    wait_for(&mut h, 10.0, "the win chances", |app| {
        app.game().dhayam().unwrap().win_chances().is_some()
    });
    let chances = on_table(&h).win_chances().unwrap();
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
    let mut h = finished_against_easy();
    h.get_by_label(&text::game_over());
    h.get_by_label(&text::review()).click();
    h.run_steps(1);
    assert!(on_table(&h).reviewing());
    wait_for(&mut h, 20.0, "the review", |app| {
        !app.game().dhayam().unwrap().reviewing()
    });
    let (_, review_time) = on_table(&h).advice_times();
    eprintln!("review took {review_time:?}");
    h.get_by_label(&text::review_title());

    let screen = on_table(&h).review_screen().unwrap();
    let moves = screen.review.moves.clone();
    let total = screen.total();
    assert!(!moves.is_empty(), "a whole game has decisions");
    assert!(
        moves.iter().all(|m| m.seat == Seat::Red),
        "only the person's"
    );
    let numbers: Vec<usize> = moves.iter().map(|m| screen.number_of(m.ply)).collect();
    let config = on_table(&h).config().clone();
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
    assert!(on_table(&h).review_screen().is_none());
    h.get_by_label(&text::game_over());
}

/// The decisions (more than one legal move) the seat made in the game played.
fn decisions_of(h: &Harness<'_, App>, seat: Seat) -> usize {
    let record = on_table(h).game().record().clone();
    let mut position = record.start().unwrap();
    let mut count = 0;
    for (i, ply) in record.plies.iter().enumerate() {
        if matches!(ply, Ply::Move(_))
            && position.thrower() == seat
            && position.legal_moves().len() > 1
        {
            count += 1;
        }
        apply(&mut position, *ply, i + 1).unwrap();
    }
    count
}

/// A finished four-seat game of a person (Red) against three Beginners, whose random
/// moves the review's rollouts play (the slow road, where the review stopped at a time
/// limit).
fn finished_against_beginners(size: egui::Vec2) -> Harness<'static, App> {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Green, Player::Computer(Level::Beginner)),
            (Seat::Yellow, Player::Computer(Level::Beginner)),
            (Seat::Blue, Player::Computer(Level::Beginner)),
        ],
        31,
    );
    let app = App::around(Session::new_with(config).with_settings(quick_settings()));
    let mut h = window(app, size);
    settle(&mut h, 50);
    play_to_the_end(&mut h);
    h
}

/// Issue 62, point 12: the review screen opens at once and can be stepped while the
/// decisions are judged on another thread; they join the list as they come under a
/// progress bar ("Judging decisions: 3 of 21"), and every decision of the game is judged
/// in the end, however long it takes. Each player's luck is told as win chance.
#[test]
fn the_review_opens_at_once_and_judges_every_decision_as_a_progress_bar_counts() {
    let mut h = finished_against_beginners(LARGE);
    let total = decisions_of(&h, Seat::Red);
    assert!(total > 5, "{total}");
    h.get_by_label(&text::review()).click();
    h.run_steps(2);
    h.get_by_label(&text::review_title());
    let judging = |h: &Harness<'_, App>| {
        (0..=total).find(|j| h.query_by_label(&text::review_judging(*j, total)).is_some())
    };
    let first = judging(&h).expect("a progress bar while the decisions are judged");
    assert!(first < total, "{first} of {total}");
    // The window answers meanwhile: the steps work.
    h.get_by_label(&text::review_next()).click();
    h.run_steps(2);
    let mut seen = vec![first];
    let start = Instant::now();
    while on_table(&h).reviewing() {
        assert!(start.elapsed().as_secs() < 120, "the review never ended");
        std::thread::sleep(Duration::from_millis(20));
        h.step();
        if let Some(j) = judging(&h) {
            seen.push(j);
            // The list holds what is judged so far.
            let screen = on_table(&h).review_screen().unwrap();
            assert_eq!(screen.review.moves.len(), j);
        }
    }
    h.run_steps(2);
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert!(
        seen.iter().any(|j| *j > 0 && *j < total),
        "decisions shown while others were still judged: {seen:?}"
    );
    let (_, review_time) = on_table(&h).advice_times();
    eprintln!("judged {total} decisions in {review_time:?}, progress seen at {seen:?}");
    assert_eq!(judging(&h), None, "the bar goes once all is judged");
    let screen = on_table(&h).review_screen().unwrap();
    assert_eq!(screen.review.moves.len(), total, "every decision judged");
    // The luck of the throws in win chance, a percent, never a bare "−0.29".
    for seat in Seat::ALL {
        let luck = screen.review.luck[seat];
        assert!(luck.abs() < 1.0, "{luck}");
        let label = text::review_luck(luck);
        assert!(
            label.contains('%') && label.contains("win chance"),
            "{label}"
        );
        h.get_by_label(&label);
    }
}

/// Issue 62, point 12: a move that gave away next to nothing is not told as a loss, and
/// the best move is told as a move ("Best move: …"), never "lost 0%, best a cut pawn …".
#[test]
fn a_decision_that_lost_nothing_is_not_told_as_a_loss() {
    let mut h = finished_against_easy();
    h.get_by_label(&text::review()).click();
    h.run_steps(1);
    wait_for(&mut h, 60.0, "the review", |app| {
        !app.game().dhayam().unwrap().reviewing()
    });
    let session = on_table(&h);
    let config = session.config().clone();
    let screen = session.review_screen().unwrap();
    let record = session.game().record().clone();
    let m = screen.review.moves[0];
    let mut before = record.start().unwrap();
    for (i, ply) in record.plies[..m.ply - 1].iter().enumerate() {
        apply(&mut before, *ply, i + 1).unwrap();
    }
    let other = before
        .legal_moves()
        .iter()
        .copied()
        .find(|mv| *mv != m.played)
        .unwrap();
    let words = screen.words(m.ply, other, &config);
    let shade = ReviewedMove {
        best: other,
        loss: 0.003,
        mark: None,
        ..m
    };
    assert_eq!(screen.detail(&shade, &config), text::review_as_good(&words));
    assert!(!screen.detail(&shade, &config).contains("Win chance lost"));
    let worse = ReviewedMove {
        best: other,
        loss: 0.06,
        ..shade
    };
    let said = screen.detail(&worse, &config);
    assert_eq!(said, text::review_lost(0.06, &words));
    assert!(
        said.starts_with("Win chance lost: 6%. Best move: "),
        "{said}"
    );
    let best = ReviewedMove {
        best: m.played,
        loss: 0.0,
        ..m
    };
    assert_eq!(screen.detail(&best, &config), text::review_best_move());
}

/// Issue 62, points 12 and 13: the review's board keeps its size as the steps go from the
/// first move to the end of the game (the judgement's words wrapped to more lines, and the
/// legend went at the end), at both window sizes.
#[test]
fn the_review_board_keeps_its_size_from_step_to_step() {
    for size in [LARGE, SMALL] {
        let mut h = finished_against_beginners(size);
        h.get_by_label(&text::review()).click();
        h.run_steps(1);
        wait_for(&mut h, 120.0, "the review", |app| {
            !app.game().dhayam().unwrap().reviewing()
        });
        h.get_by_label(&text::review_first()).click();
        h.run_steps(2);
        let total = on_table(&h).review_screen().unwrap().total();
        let board = |h: &Harness<'_, App>, n: Option<usize>| {
            let label = n.map_or_else(text::review_end, text::review_board);
            h.get_by_role_and_label(egui::Role::Image, &label).rect()
        };
        let first = board(&h, Some(1));
        for n in 2..=total + 1 {
            h.key_press(egui::Key::ArrowRight);
            h.run_steps(2);
            let rect = board(&h, (n <= total).then_some(n));
            assert_eq!(rect, first, "{size:?}: the board at step {n} of {total}");
        }
    }
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
                on_table(&h).game().position()
            );
        }
        play_to_a_decision(&mut h);
        h.get_by_label(&text::hint()).click();
        h.run_steps(1);
        wait_for(&mut h, 10.0, "the hint", |app| {
            !app.game().dhayam().unwrap().advisor_working()
        });
        assert_eq!(hint_labels(&h).len(), 1, "the hint is shown");
        assert_eq!(side_places(&h), before, "{size:?}, with the hint shown");
    }
}

/// Issue 62, point 13: ticking Show win chances (and the bar's figures arriving) moves
/// neither Throw nor Hint under the pointer, at 1280×800 and at 800×600: the bar lies
/// under them, above the move log.
#[test]
fn showing_the_win_chances_moves_neither_throw_nor_hint() {
    use egui_kittest::kittest::NodeT;
    let place = |h: &Harness<'_, App>, label: &str| {
        h.get_by_label(label)
            .accesskit_node()
            .bounding_box()
            .expect("a place on screen")
    };
    for size in [LARGE, SMALL] {
        let mut h = window(
            App::around(
                Session::new_with(humans(&[Seat::Red, Seat::Yellow, Seat::Blue], 3))
                    .with_settings(quick_settings()),
            ),
            size,
        );
        settle(&mut h, 50);
        let throw = place(&h, &text::throw());
        let hint = place(&h, &text::hint());
        h.get_by_label(&text::win_chances_setting()).click();
        h.run_steps(2);
        assert_eq!(place(&h, &text::throw()), throw, "{size:?}: the box ticked");
        wait_for(&mut h, 10.0, "the win chances", |app| {
            app.game().dhayam().unwrap().win_chances().is_some()
        });
        h.run_steps(2);
        assert_eq!(
            place(&h, &text::throw()),
            throw,
            "{size:?}: the figures shown"
        );
        assert_eq!(place(&h, &text::hint()), hint, "{size:?}");
    }
}
