//! The Makruk table as a person uses it, headless (egui_kittest): pieces and squares are
//! found by the names a screen reader reads, and clicked.

use dhayam::makruk::ai::Level;
use dhayam::makruk::rules::{Color, CountingMode, Piece, Position, Role, Square};
use dhayam::makruk::ui::session::{GameConfig, Seat, Session};
use dhayam::makruk::ui::text;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::support::{person, quick_looks, square_label};

fn harness(config: GameConfig) -> Harness<'static, Session> {
    let looks = quick_looks();
    let mut time = 0.0;
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            move |ui, session: &mut Session| {
                time += 0.05;
                session.step(time);
                for command in session.show(ui) {
                    session.apply(command);
                }
            },
            Session::new(config, looks),
        )
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn click_square(h: &mut Harness<'_, Session>, square: &str) {
    let square = sq(square);
    let label = square_label(h.state().game().position(), square);
    h.get_by_label(&label).click();
    h.run_steps(2);
}

#[test]
fn a_person_picks_up_a_bia_and_puts_it_down_one_square_on() {
    let mut h = harness(GameConfig::new(person("Somchai"), person("Malee")));
    h.run_steps(2);
    click_square(&mut h, "e3");
    assert_eq!(h.state().selected(), Some(sq("e3")));
    assert_eq!(h.state().destinations().count(), 1);
    click_square(&mut h, "e4");
    let game = h.state().game();
    assert_eq!(
        game.moves().map(|m| m.to_string()).collect::<Vec<_>>(),
        ["e3e4"]
    );
    // The board names the moved piece on its new square.
    let label = text::square(sq("e4"), Some(Piece::new(Color::White, Role::Bia)), false);
    h.get_by_label(&label);
    // A click on an opponent's piece picks nothing up.
    click_square(&mut h, "e4");
    assert_eq!(h.state().selected(), None);
}

#[test]
fn m6_a_piece_put_where_it_cannot_go_says_why() {
    use dhayam::makruk::rules::Refusal;
    let mut h = harness(GameConfig::new(person("Somchai"), person("Malee")));
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "b2");
    assert_eq!(h.state().refused(), Some(Refusal::Reach(Role::Ma)));
    h.get_by_label(&text::refusal(Refusal::Reach(Role::Ma)));
    assert!(h.state().game().is_empty(), "nothing moved");
    // The next move that is allowed clears the reason.
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    assert_eq!(h.state().refused(), None);
    assert_eq!(h.state().game().len(), 1);
}

#[test]
fn the_computer_answers_and_undo_takes_back_to_the_person_s_turn() {
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(Level::Beginner),
    };
    let mut h = harness(GameConfig::new(person("Somchai"), computer));
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    for _ in 0..400 {
        if h.state().game().len() == 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    assert_eq!(h.state().game().len(), 2, "the computer replied");
    h.get_by_label(&dhayam::makruk::ui::command::Command::Undo.text().unwrap())
        .click();
    h.run_steps(2);
    assert_eq!(h.state().game().len(), 0);
    assert_eq!(h.state().game().position(), &Position::start());
    assert!(h.state().move_rows().is_empty());
}

#[test]
fn m17_traditional_counting_starts_from_the_panel_and_a_counting_mate_is_warned_of() {
    let mut config = GameConfig::new(person("Somchai"), person("Malee"));
    config.counting = CountingMode::Traditional;
    config.start = Position::from_fen("4k3/7R/7R/8/8/1r6/r7/3K4 b - - 0 1").unwrap();
    let mut h = harness(config);
    h.run_steps(2);
    let start = dhayam::makruk::ui::command::Command::StartCount
        .text()
        .unwrap();
    h.get_by_label(&start).click();
    h.run_steps(2);
    let count = h.state().game().spoken_count().expect("a count");
    assert_eq!((count.counter, count.spoken()), (Color::Black, 1));
    click_square(&mut h, "b3");
    click_square(&mut h, "b1");
    assert_eq!(h.state().game().len(), 0, "the mate waits for an answer");
    assert!(h.state().pending_mate().is_some());
    let anyway = dhayam::makruk::ui::command::Command::ConfirmMate
        .text()
        .unwrap();
    h.get_by_label(&anyway).click();
    h.run_steps(2);
    assert_eq!(
        h.state().game().outcome(),
        Some(dhayam::makruk::rules::Outcome::Draw(
            dhayam::makruk::rules::DrawReason::MateWhileCounting
        ))
    );
}

#[test]
fn the_new_game_dialog_starts_a_game_and_cancel_keeps_this_one() {
    use dhayam::makruk::ui::command::Command;
    let mut h = harness(GameConfig::new(person("Somchai"), person("Malee")));
    h.run_steps(2);
    click_square(&mut h, "e3");
    click_square(&mut h, "e4");
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    assert!(h.state().dialog_open());
    // While the dialog is open the board takes no move.
    assert!(!h.state().waiting_for_person());
    // A click beside the dialog keeps it open; Escape closes it, and Cancel does.
    h.get_by_label(&text::square(sq("a5"), None, false)).click();
    h.run_steps(3);
    assert!(
        h.state().dialog_open(),
        "a slip of the mouse keeps the choices"
    );
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(!h.state().dialog_open(), "Escape closes the dialog");
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    h.get_by_label(&dhayam::i18n::tr("makruk-cancel")).click();
    h.run_steps(2);
    assert!(!h.state().dialog_open());
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    h.get_by_label(&dhayam::i18n::tr("makruk-start")).click();
    h.run_steps(2);
    assert!(!h.state().dialog_open());
    assert_eq!(h.state().game().len(), 0);
    assert_eq!(h.state().seat(Color::White).name, "Somchai");
}
