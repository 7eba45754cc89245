//! Makruk inside the whole window (issue 62): the autosave keeps the clock as it stood,
//! the top bar names the game, and an imported PGN keeps the players' seats. Each test
//! works in its own temporary folders, never in the real user's.

use dhayam::games::GameKind;
use dhayam::makruk::rules::Color;
use dhayam::makruk::settings::ClockSetting;
use dhayam::makruk::ui::Command;
use dhayam::makruk::ui::session::{GameConfig, Seat};
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, ShellCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::ui_support::makruk_table::{person, play_in_window, somchai_and_malee};
use crate::ui_support::{launch, places};

/// The chooser's Makruk card, clicked.
fn choose_makruk(h: &mut Harness<'static, App>) {
    let label = format!("{}: {}", GameKind::Makruk.name(), GameKind::Makruk.line());
    h.run_steps(4);
    h.get_by_label(&label).click();
    h.run_steps(4);
    assert_eq!(h.state().game().kind(), GameKind::Makruk);
}

fn start(h: &mut Harness<'static, App>, config: GameConfig) {
    h.state_mut().apply(Command::NewGame(config));
    h.run_steps(3);
}

/// Milliseconds `color` has left as the table's clock shows it now.
fn shown_ms(h: &Harness<'static, App>, color: Color) -> u64 {
    let session = h.state().game().makruk().expect("Makruk on the table");
    session
        .clock()
        .expect("a clock")
        .left_ms(color, session.now())
}

/// Issue 62, point 4: 9:05 on the clock when the window closed came back as 9:58, the
/// time of the last move's autosave. The window's closing stops the clock and writes the
/// autosave again; Resume shows the time as it stood.
#[test]
fn resuming_a_clocked_game_shows_the_time_the_clock_showed_when_the_window_closed() {
    let (_root, places) = places("makruk-app-clock");
    let mut h = launch(&places, None);
    choose_makruk(&mut h);
    let mut config = somchai_and_malee();
    config.clock = Some(ClockSetting {
        minutes: 10,
        increment: 0,
    });
    start(&mut h, config);
    play_in_window(&mut h, &["e3e4"]);
    assert!(
        places.autosave_of(GameKind::Makruk).exists(),
        "the move was autosaved"
    );
    // Black thinks for 55 seconds (the window's time, moved on at once).
    let now = h.state().game().makruk().unwrap().now();
    h.input_mut().time = Some(now + 55.0);
    h.run_steps(2);
    let before = shown_ms(&h, Color::Black);
    let white = shown_ms(&h, Color::White);
    assert!(
        (544_000..=546_000).contains(&before),
        "Black's clock ran: {before} ms"
    );
    // The window closes as eframe closes it.
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);

    let mut h = launch(&places, None);
    assert_eq!(h.state().resume_offers(), vec![GameKind::Makruk]);
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(3);
    let after = shown_ms(&h, Color::Black);
    // Within the clock's resolution: the frame in which it stood.
    assert!(
        before.abs_diff(after) <= 100,
        "Black had {before} ms when the window closed and {after} ms on Resume"
    );
    assert_eq!(shown_ms(&h, Color::White), white, "White's clock stood");
}

/// Issue 62, point 15: a PGN imported at a table against the computer made the computer a
/// second person. The seats stay as they were (the PGN names the players); a PGN that
/// says who played (`BlackType "human"`) is followed.
#[test]
fn an_imported_pgn_keeps_the_computer_at_its_seat() {
    let (_root, places) = places("makruk-app-import");
    let mut h = launch(&places, None);
    choose_makruk(&mut h);
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(dhayam::makruk::ai::Level::Beginner),
    };
    start(&mut h, GameConfig::new(person("Somchai"), computer));
    let import = |h: &mut Harness<'static, App>, text: &str| {
        h.state_mut()
            .apply(dhayam::shell::ShellCommand::ImportPgnText(text.into()));
        h.run_steps(3);
    };
    import(&mut h, "[White \"Ann\"]\n[Black \"Bob\"]\n1. e4 e5 *\n");
    let session = h.state().game().makruk().expect("Makruk on the table");
    assert_eq!(session.game().len(), 2, "the game came in");
    assert_eq!(session.seat(Color::White).name, "Ann");
    assert_eq!(session.seat(Color::White).computer, None);
    assert_eq!(
        session.seat(Color::Black).computer,
        Some(dhayam::makruk::ai::Level::Beginner),
        "the computer still plays Black"
    );
    // Two people, as the PGN says (answering the question about the game replaced).
    let text = "[BlackType \"human\"]\n1. e4 e5 2. d4 *\n";
    import(&mut h, text);
    if h.state().save_first_open() {
        h.get_by_label(&shell_text::dont_save()).click();
        h.run_steps(3);
    }
    let session = h.state().game().makruk().expect("Makruk on the table");
    assert_eq!(session.game().len(), 3);
    assert_eq!(session.seat(Color::Black).computer, None);
}

/// Issue 62, point 15: the top bar said "Dhayam" during a game of Makruk. It names the
/// game on the table, and the app only while no game is chosen.
#[test]
fn the_top_bar_names_the_game_played() {
    let (_root, places) = places("makruk-app-title");
    let mut h = launch(&places, None);
    assert!(h.state().chooser_open());
    h.get_by_label(&shell_text::app_title());
    choose_makruk(&mut h);
    // The bar, and the new game dialog's title under it.
    assert!(
        h.get_all_by_label(&GameKind::Makruk.name())
            .next()
            .is_some()
    );
    assert!(
        h.query_by_label(&GameKind::Dhayam.name()).is_none(),
        "nothing says Dhayam at the Makruk table"
    );
}

/// Issue 62, point 9: File > New game, Makruk chosen again, then Cancel in its dialog left
/// an empty board (after "Don't save", the moves only in the autosave). The dialog now
/// opens over the game as it stands; Cancel leaves the game as it was.
#[test]
fn a_new_game_cancelled_leaves_the_game_as_it_was() {
    let (_root, places) = places("makruk-app-cancel");
    let mut h = launch(&places, None);
    choose_makruk(&mut h);
    start(&mut h, somchai_and_malee());
    play_in_window(&mut h, &["e3e4", "d6d5", "e4d5"]);
    h.state_mut().apply(ShellCommand::OpenChooser);
    h.run_steps(3);
    choose_makruk(&mut h);
    // The old way asked first; the answer that loses the game on the table is given.
    if h.state().save_first_open() {
        h.get_by_label(&shell_text::dont_save()).click();
        h.run_steps(3);
    }
    h.get_by_label(&dhayam::i18n::tr("makruk-cancel")).click();
    h.run_steps(3);
    let session = h.state().game().makruk().expect("Makruk on the table");
    assert!(!session.dialog_open());
    assert_eq!(session.game().len(), 3, "the three moves are on the board");
    // Start in the dialog is what replaces the game, asking first.
    h.state_mut().apply(ShellCommand::OpenChooser);
    h.run_steps(3);
    choose_makruk(&mut h);
    h.get_by_label(&dhayam::i18n::tr("makruk-start")).click();
    h.run_steps(3);
    assert!(h.state().save_first_open());
    h.get_by_label(&shell_text::dont_save()).click();
    h.run_steps(3);
    assert_eq!(h.state().game().makruk().unwrap().game().len(), 0);
}

/// Issue 62, point 15: Copy position gave no sign. It says so through the window's
/// notices, and the position is on the clipboard.
#[test]
fn copy_position_says_it_copied() {
    let (_root, places) = places("makruk-app-copy");
    let mut h = launch(&places, None);
    choose_makruk(&mut h);
    start(&mut h, somchai_and_malee());
    play_in_window(&mut h, &["e3e4"]);
    assert!(h.state().notices().is_empty());
    h.get_by_label(&dhayam::i18n::tr("makruk-copy-fen")).click();
    h.run_steps(2);
    assert_eq!(h.state().notices(), [shell_text::copied_fen()]);
    h.get_by_label(&shell_text::copied_fen());
    let copied = h.output().platform_output.commands.iter().any(|c| {
        matches!(c, egui::OutputCommand::CopyText(t) if t.starts_with("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP"))
    });
    assert!(copied, "the FEN is on the clipboard");
}

/// Issue 62, point 15: the rules' words say bia and khun where a FEN writes P and K. A
/// position refused for a piece it names says the letters too.
#[test]
fn a_refused_position_names_its_piece_by_the_fens_letters_too() {
    let (_root, places) = places("makruk-app-fen-letters");
    let mut h = launch(&places, None);
    choose_makruk(&mut h);
    let name = dhayam::i18n::tr("makruk-start-from");
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, &name)
        .click();
    h.run_steps(1);
    // A white bia on the first rank, behind its starting rank.
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, &name)
        .type_text("4k3/8/8/8/8/8/8/3KP3 w - - 0 1");
    h.run_steps(2);
    let letters = dhayam::makruk::ui::text::fen_letter(dhayam::makruk::rules::Role::Bia);
    assert_eq!(letters, "In a FEN the bia is P for White and p for Black.");
    let said = h
        .query_all(egui_kittest::kittest::by().label_contains(&letters))
        .count();
    assert_eq!(said, 1, "the refusal says the letters");
}
