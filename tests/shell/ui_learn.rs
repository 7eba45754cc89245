//! Learning from one's own games (issue 66), in the window: the planted-blunder game's
//! exercise is offered from the game over, answered wrong, and found again in File ▸
//! Practise the next day (the test sets the day), where it is answered right on the
//! board; the statistics keep each answer.

use std::path::PathBuf;

use crate::ui_support::dhayam_table::on_table;
use crate::ui_support::*;
use dhayam::dhayam::rules::{Move, Seat};
use dhayam::dhayam::ui::text;
use dhayam::games::practice::due;
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, ShellCommand};
use dhayam::store::practice::Day;
use dhayam::store::settings::Places;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A fresh pair of folders (removed when the test ends, passing or failing), with the
/// planted-blunder game copied in.
fn places_with_game(name: &str) -> (tempfile::TempDir, Places, PathBuf) {
    let (root, places) = crate::ui_support::places(&format!("ui-learn-{name}"));
    let game = root.path().join("planted.dhayam");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/dhayam/saves/learn/planted_blunder.dhayam"
        ),
        &game,
    )
    .unwrap();
    (root, places, game)
}

/// Steps until the exercises' screen has found the game's exercises (they are worked
/// out on another thread: wall-clock time, not frames).
fn until_found(h: &mut Harness<'static, App>) {
    for _ in 0..3000 {
        h.step();
        let screen = on_table(h).learn_screen();
        if screen.is_some_and(|s| !s.finding) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the exercises were never found");
}

/// Whether something in the window is named `label` (the words on the screen, which its
/// live region may say too).
fn shows(h: &Harness<'static, App>, label: &str) {
    assert!(
        h.query_all_by_label(label).next().is_some(),
        "nothing says “{label}”"
    );
}

/// The square a move lands on, as the board names it to screen readers.
fn landing_said(position: &dhayam::dhayam::rules::Position, mv: Move) -> String {
    let Move::Pawn { from, value } = mv else {
        panic!("a pass is no exercise's answer");
    };
    let seat = position.to_move();
    let landing = position.landing(seat, from, value).unwrap();
    text::square_said(position, landing.to.square(position.board(), seat))
}

#[test]
fn the_planted_blunder_is_offered_answered_wrong_then_right_in_practise_the_next_day() {
    let (_root, places, game) = places_with_game("planted");
    let today = Day(20_428);
    let mut app = started(&places, None);
    app.set_today(today);
    let mut h = running(app);
    h.state_mut().apply(ShellCommand::OpenPath(game));
    h.run_steps(4);

    // Nothing is due before the game is learned from.
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    shows(&h, &text::learn_none_due());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);
    assert!(on_table(&h).learn_screen().is_none());

    // The game over offers it; the exercise is found without blocking the window.
    h.get_by_label(&text::learn()).click();
    h.run_steps(2);
    shows(&h, &text::learn_finding());
    until_found(&mut h);
    let screen = on_table(&h).learn_screen().unwrap();
    assert_eq!(screen.items.len(), 1);
    let kept = screen.items[0].exercise.clone();
    assert_eq!(
        (kept.played.as_str(), kept.better.as_str()),
        ("20+3", "4+3")
    );
    assert_eq!(kept.position, "n,4,13,20/-/n,n,19,47/- R Y 3");
    let (position, played, better) = kept.dhayam().unwrap();
    shows(&h, &text::learn_ask());
    shows(&h, &text::learn_row("Amma", &today.date(), "Computer"));
    // Kept in Amma's statistics at once, due today.
    assert_eq!(due(&h.state().statistics().exercises, "Amma", today), [0]);

    // Wrong, typed: the game's own move again. The better move is told with the chance
    // the game's move lost, and "Show me" plays it on the board.
    h.get_by_label(&text::learn_type()).focus();
    h.get_by_label(&text::learn_type())
        .type_text(&played.to_string());
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    let said = |mv| {
        text::move_words(&position, mv, |s: Seat| {
            if s == Seat::Red {
                "Amma".into()
            } else {
                "Computer".into()
            }
        })
    };
    let wrong = text::learn_wrong(&said(better), kept.lost);
    shows(&h, &wrong);
    shows(&h, &text::learn_board());
    h.get_by_label(&text::learn_show_me()).click();
    h.run_steps(2);
    shows(&h, &text::learn_shown());
    let stats = &h.state().statistics().exercises;
    assert_eq!(stats["Amma"][0].schedule.wrong, 1);
    assert!(due(stats, "Amma", today).is_empty());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);

    // The same day, Practise has nothing; the next day, the exercise is there again.
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    shows(&h, &text::learn_none_due());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);
    h.state_mut().set_today(today.after(1));
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::practise()).click();
    h.run_steps(3);
    shows(&h, &text::learn_practise_title());
    shows(&h, &text::learn_row("Amma", &today.date(), "Computer"));
    shows(&h, &text::learn_ask());

    // Right, on the board: the square the better move lands on. It is told why.
    h.get_by_label(&landing_said(&position, better)).click();
    h.run_steps(3);
    shows(&h, &text::learn_right(&said(better)));
    let why = dhayam::dhayam::ai::learn::MistakeKind::GateNotOpened.why(dhayam::i18n::Lang::En);
    shows(&h, &why);
    let stats = &h.state().statistics().exercises;
    let schedule = stats["Amma"][0].schedule;
    assert_eq!((schedule.right, schedule.wrong), (1, 1));
    assert_eq!(schedule.due, today.after(1 + 3));

    // And the statistics file keeps it: a new window reads it back.
    let again = started(&places, None);
    assert_eq!(again.statistics().exercises["Amma"][0].schedule, schedule);
}

/// File ▸ Practise with Makruk on the table: its exercises are Dhayam's, and the player
/// is told to choose Dhayam first; the game on the table stays.
#[test]
fn practise_with_makruk_on_the_table_says_to_choose_dhayam() {
    let (_root, places, _) = places_with_game("makruk");
    let mut h = running(started(&places, None));
    h.state_mut()
        .apply(ShellCommand::ChooseGame(dhayam::games::GameKind::Makruk));
    h.run_steps(3);
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    assert_eq!(h.state().game().kind(), dhayam::games::GameKind::Makruk);
    assert!(
        h.state()
            .notices()
            .contains(&shell_text::practise_dhayam_only()),
        "{:?}",
        h.state().notices()
    );
    shows(&h, &shell_text::practise_dhayam_only());
}
