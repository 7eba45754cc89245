//! Makruk without a mouse and without sight (issue 36): a whole game against Beginner in
//! the real window, the board read from the accessibility tree alone (each square's
//! name) and every move made with keys alone — the arrows and Enter on the board, or T
//! and a typed move — and each move heard back from the live region, in the words the
//! table speaks. No coordinates, no clicks, no peeking at the session.

use std::collections::HashSet;

use dhayam::makruk::ai::{Level, Limits, Player};
use dhayam::makruk::notation::Notation;
use dhayam::makruk::rules::{Color, Move, Piece, Position, Role, Square};
use dhayam::makruk::ui::Command;
use dhayam::makruk::ui::session::{GameConfig, Seat, Session};
use dhayam::makruk::ui::text;
use dhayam::shell::App;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::ui_support::app_harness;
use crate::ui_support::makruk_table::{names_square, person, quick_looks, somchai_and_malee};
use crate::ui_support::{focused_label, said, tab_to_with};

fn every_label(h: &Harness<'_, App>) -> HashSet<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}

/// What a square's name says stands on it, as the names the board gives.
fn candidates() -> Vec<Option<(Piece, bool)>> {
    let mut all = vec![None];
    for color in Color::ALL {
        for role in Role::ALL {
            all.push(Some((Piece { color, role }, false)));
        }
        all.push(Some((
            Piece {
                color,
                role: Role::Met,
            },
            true,
        )));
    }
    all
}

/// The position as the board's names tell it, White to move.
fn read_board(h: &Harness<'_, App>) -> Position {
    let labels = every_label(h);
    let mut fen = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            let square: Square = format!("{}{}", (b'a' + file) as char, rank + 1)
                .parse()
                .unwrap();
            let found = candidates()
                .into_iter()
                .find(|c| {
                    let (piece, promoted) = c.map_or((None, false), |(p, pr)| (Some(p), pr));
                    let base = text::square(square, piece, promoted);
                    labels.iter().any(|l| names_square(l, &base))
                })
                .unwrap_or_else(|| panic!("no name for {square} in the tree"));
            match found {
                None => empty += 1,
                Some((piece, promoted)) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let letter = piece.role.letter();
                    fen.push(if piece.color == Color::White {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    });
                    if promoted {
                        fen.push('~');
                    }
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(" w - - 0 1");
    Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The square the keyboard is on, from its name.
fn focused_square(h: &Harness<'_, App>, position: &Position) -> Option<Square> {
    let label = focused_label(h)?;
    Square::all().find(|&s| {
        let base = text::square(s, position.piece_at(s), position.board().is_promoted(s));
        names_square(&label, &base)
    })
}

/// Keys pressed so far (a typed move's text counts a key per character).
static PRESSED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn press(h: &mut Harness<'_, App>, key: Key) {
    PRESSED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    h.key_press(key);
    h.run_steps(2);
}

/// Tab until the keys are on the control named `label`.
fn tab_to(h: &mut Harness<'_, App>, label: &str) {
    tab_to_with(h, label, press);
}

/// B puts the keys on the board, where they were last or on a piece that can move (from
/// the move field, Escape first).
fn onto_the_board(h: &mut Harness<'_, App>, position: &Position) -> Square {
    // The move field keeps the keys after a typed move: Escape leaves it.
    if focused_label(h) == Some(text::type_move()) {
        press(h, Key::Escape);
    }
    if focused_square(h, position).is_none() {
        press(h, Key::B);
    }
    focused_square(h, position).expect("B put the keys on a square")
}

/// The arrows from where the keyboard is to `to` (White at the bottom: up is a rank on).
fn walk(h: &mut Harness<'_, App>, position: &Position, to: Square) {
    let at = onto_the_board(h, position);
    let files = to.file().index() as i32 - at.file().index() as i32;
    let ranks = to.rank().index() as i32 - at.rank().index() as i32;
    let horizontal = if files > 0 {
        Key::ArrowRight
    } else {
        Key::ArrowLeft
    };
    let vertical = if ranks > 0 {
        Key::ArrowUp
    } else {
        Key::ArrowDown
    };
    for _ in 0..files.abs() {
        press(h, horizontal);
    }
    for _ in 0..ranks.abs() {
        press(h, vertical);
    }
    assert_eq!(
        focused_square(h, position),
        Some(to),
        "the arrows reached {to}"
    );
}

fn by_arrows(h: &mut Harness<'_, App>, position: &Position, mv: Move) {
    walk(h, position, mv.from);
    press(h, Key::Enter);
    walk(h, position, mv.to);
    press(h, Key::Enter);
}

fn typed(h: &mut Harness<'_, App>, position: &Position, mv: Move, notation: Notation) {
    // T puts the keys in the field, unless they are still there from the last move.
    if focused_label(h) != Some(text::type_move()) {
        press(h, Key::T);
    }
    let text = notation.write_move(position, mv);
    PRESSED.fetch_add(text.chars().count(), std::sync::atomic::Ordering::Relaxed);
    h.event(egui::Event::Text(text));
    h.run_steps(1);
    press(h, Key::Enter);
}

fn finished(h: &Harness<'_, App>) -> bool {
    h.query_all_by_label(&Command::PlayAgain.text().unwrap())
        .next()
        .is_some()
}

#[test]
fn a_whole_game_against_beginner_by_keys_and_the_tree_alone() {
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(Level::Beginner),
    };
    let session = Session::new(GameConfig::new(person("Somchai"), computer), quick_looks());
    let mut h = app_harness(App::around(session), egui::vec2(1280.0, 800.0));
    assert_eq!(said(&h), text::said_start());
    // R reads the whole position aloud, side by side.
    press(&mut h, Key::R);
    let heard = said(&h);
    assert!(
        heard.starts_with("White: khun e1; met d1;") || heard.starts_with("White: khun d1"),
        "{heard}"
    );
    assert!(heard.contains("Black: khun"), "{heard}");
    // A slip at the keyboard is heard at once, and the same slip twice is heard twice.
    for _ in 0..2 {
        press(&mut h, Key::T);
        h.event(egui::Event::Text("Qz9".into()));
        h.run_steps(1);
        press(&mut h, Key::Enter);
        let slip = text::typed_error(&dhayam::makruk::notation::typed::TypedMoveError::NotAMove(
            "Qz9".into(),
        ));
        assert_eq!(said(&h), slip);
        press(&mut h, Key::Escape);
    }
    let mut us = Player::new(Level::Easy, 7);
    let black = text::color(Color::Black);
    let mut moves = 0;
    // Keys per move: by the arrows, typed in SAN, typed in Thai (a mouse player clicks
    // twice, or drags once).
    let mut keys = [0usize; 3];
    while !finished(&h) {
        let position = read_board(&h);
        let mv = us
            .choose(&position, &[], Some(Limits::depth(3)), &mut |_| {})
            .expect("a legal move while the game goes on")
            .mv;
        let before = PRESSED.load(std::sync::atomic::Ordering::Relaxed);
        match moves % 3 {
            0 => by_arrows(&mut h, &position, mv),
            1 => typed(&mut h, &position, mv, Notation::San),
            _ => typed(&mut h, &position, mv, Notation::Thai),
        }
        keys[moves % 3] += PRESSED.load(std::sync::atomic::Ordering::Relaxed) - before;
        moves += 1;
        // Our move is heard, unless Beginner's answer already took its place: then that
        // is heard, in the words of a legal answer.
        let after = position.play(mv).unwrap();
        let heard = said(&h);
        let ours = text::said_move(&position, mv, Notation::San);
        let answer = after
            .legal_moves()
            .iter()
            .any(|&m| heard.starts_with(&text::said_move(&after, m, Notation::San)));
        assert!(
            heard.starts_with(&ours) || answer,
            "move {moves}: {ours:?} played, the live region says {heard:?}"
        );
        // Beginner answers on its own thread: the live region tells when.
        for _ in 0..2000 {
            if said(&h).starts_with(&format!("{black}:")) || finished(&h) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
            h.step();
        }
        assert!(moves < 300, "the game never ended");
    }
    // The end is heard too (once the read moves give way): the last move, then how the
    // game ended.
    use dhayam::makruk::rules::{DrawReason, Outcome};
    let heard = said(&h);
    let endings = [
        text::outcome(
            Outcome::Checkmate {
                winner: Color::White,
            },
            "Somchai",
        ),
        text::outcome(
            Outcome::Checkmate {
                winner: Color::Black,
            },
            "Computer",
        ),
        text::outcome(Outcome::Stalemate, ""),
        text::outcome(Outcome::Draw(DrawReason::Counting), ""),
        text::outcome(Outcome::Draw(DrawReason::Repetition), ""),
        text::outcome(Outcome::Draw(DrawReason::BareKhuns), ""),
        text::outcome(Outcome::Draw(DrawReason::MateWhileCounting), ""),
    ];
    assert!(
        endings.iter().any(|e| heard.ends_with(&format!(". {e}"))),
        "after {moves} moves the live region says {heard:?}"
    );
    eprintln!("{moves} moves; the end heard: {heard}");
    let per = |i: usize| keys[i] as f64 / moves.div_ceil(3).max(1) as f64;
    eprintln!(
        "keys per move: arrows and Enter {:.1}, typed SAN {:.1}, typed Thai {:.1}",
        per(0),
        per(1),
        per(2)
    );
    // L reads the last moves, the latest last.
    press(&mut h, Key::L);
    assert!(said(&h).matches(". ").count() >= 3, "{}", said(&h));
}

/// Every lesson of the tutorial from the keyboard and the tree alone: Tab to the Tutorial
/// button and Enter; each step's words heard from the live region; → reads on (Enter
/// from the board), and a move the step asks for is walked on the board with B, the
/// arrows and Enter; Tab and Enter on "Next lesson".
#[test]
fn every_lesson_of_the_tutorial_by_keys_and_the_tree_alone() {
    use dhayam::i18n::tr;
    use dhayam::makruk::tutorial::Action;
    let session = Session::new(somchai_and_malee(), quick_looks());
    let mut h = app_harness(App::around(session), egui::vec2(1280.0, 800.0));
    let tutorial = Command::OpenTutorial.text().unwrap();
    tab_to(&mut h, &tutorial);
    press(&mut h, Key::Enter);
    let screen = |h: &Harness<'_, App>| {
        h.state()
            .game()
            .makruk()
            .and_then(|s| s.tutorial())
            .expect("the tutorial is open")
            .run
            .clone()
    };
    let lessons = h
        .state()
        .game()
        .makruk()
        .and_then(|s| s.tutorial())
        .unwrap()
        .lessons
        .len();
    for lesson in 0..lessons {
        let mut steps = 0;
        while !screen(&h).finished() {
            let run = screen(&h);
            let words = tr(&run.step().message);
            assert!(
                said(&h).starts_with(&words),
                "heard “{}”, not “{words}”",
                said(&h)
            );
            match run.step().action.clone() {
                // → reads on; from the board (after a move) Enter does.
                Action::Next if focused_square(&h, run.position()).is_some() => {
                    press(&mut h, Key::Enter)
                }
                Action::Next => press(&mut h, Key::ArrowRight),
                Action::Play(moves) => {
                    // The words say which move; the person walks it.
                    let mv = moves[0];
                    let position = *run.position();
                    walk(&mut h, &position, mv.from);
                    press(&mut h, Key::Enter);
                    walk(&mut h, &position, mv.to);
                    press(&mut h, Key::Enter);
                    h.run_steps(10);
                }
            }
            steps += 1;
            assert!(
                steps < 60,
                "lesson {lesson} stuck at step {}",
                run.step_index()
            );
        }
        assert!(
            said(&h).starts_with(&tr("tutorial-lesson-done")),
            "{}",
            said(&h)
        );
        if lesson + 1 < lessons {
            // Tab to "Next lesson", Enter.
            let next = tr("tutorial-next-lesson");
            tab_to(&mut h, &next);
            press(&mut h, Key::Enter);
        }
    }
}

/// The new game dialog from the keys and the tree: each side's controls are named with
/// the side ("Black: Computer", "Black: Level"), and the clock's numbers by their words.
#[test]
fn the_new_game_dialog_names_every_control_with_its_side() {
    use dhayam::i18n::tr;
    let session = Session::new(somchai_and_malee(), quick_looks());
    let mut h = app_harness(App::around(session), egui::vec2(1280.0, 800.0));
    let open = Command::OpenNewGameDialog.text().unwrap();
    tab_to(&mut h, &open);
    press(&mut h, Key::Enter);
    let black = text::color(Color::Black);
    let named = |words: &str| format!("{black}: {words}");
    h.get_by_role_and_label(egui::Role::TextInput, &named(&tr("makruk-name")));
    // Tab to Black's Computer, Space chooses it: its level list appears, named.
    let computer = named(&tr("makruk-player-computer"));
    tab_to(&mut h, &computer);
    press(&mut h, Key::Space);
    h.get_by_role_and_label(egui::Role::ComboBox, &named(&tr("makruk-level")));
}

/// Issue 62, point 14: with nothing to pick up, B put the keys on an empty a1. It lands on
/// the last move's piece (here the ruea that gave mate), and with a piece to move, on one.
#[test]
fn b_lands_on_the_last_moved_piece_when_nothing_can_move_never_an_empty_corner() {
    let mut config = somchai_and_malee();
    config.start = Position::from_fen("4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1").unwrap();
    let session = Session::new(config, quick_looks());
    let mut h = app_harness(App::around(session), egui::vec2(1280.0, 800.0));
    // A person to move: B lands on a piece that may move (a white one).
    press(&mut h, Key::B);
    let position = *h.state().game().makruk().unwrap().game().position();
    let at = focused_square(&h, &position).expect("B put the keys on a square");
    assert_eq!(
        position.piece_at(at).map(|p| p.color),
        Some(Color::White),
        "on {at}"
    );
    press(&mut h, Key::Escape);
    let b1: Square = "b1".parse().unwrap();
    let mv = position.parse_uci("b1b8").unwrap();
    assert_eq!(mv.from, b1);
    h.state_mut().apply(Command::Play(mv));
    h.run_steps(4);
    assert!(h.state().game().makruk().unwrap().finished(), "mate");
    // A fresh window on the finished game: the keys were never on the board.
    let session = h.into_state();
    let mut h = app_harness(session, egui::vec2(1280.0, 800.0));
    press(&mut h, Key::B);
    let label = focused_label(&h).expect("B put the keys on a square");
    let name = h
        .state()
        .game()
        .makruk()
        .unwrap()
        .square_name("b8".parse().unwrap());
    assert_eq!(label, name);
}

/// Issue 62, point 14: a mistyped move erased what was typed. The text stays (selected, so
/// typing anew replaces it), and the field empties once a move is played.
#[test]
fn a_mistyped_move_keeps_its_text_and_says_what_is_wrong() {
    let session = Session::new(somchai_and_malee(), quick_looks());
    let mut h = app_harness(App::around(session), egui::vec2(1280.0, 800.0));
    let field_text = |h: &Harness<'_, App>| {
        h.get_by_role_and_label(egui::Role::TextInput, &text::type_move())
            .accesskit_node()
            .value()
            .unwrap_or_default()
    };
    press(&mut h, Key::T);
    h.event(egui::Event::Text("Nd9".into()));
    h.run_steps(1);
    press(&mut h, Key::Enter);
    let slip = text::typed_error(&dhayam::makruk::notation::typed::TypedMoveError::NotAMove(
        "Nd9".into(),
    ));
    h.get_by_label(&slip);
    assert_eq!(field_text(&h), "Nd9", "the text typed is kept");
    assert_eq!(focused_label(&h), Some(text::type_move()), "and the keys");
    // Typing anew replaces it; a move played empties the field.
    h.event(egui::Event::Text("Nd2".into()));
    h.run_steps(1);
    assert_eq!(field_text(&h), "Nd2");
    press(&mut h, Key::Enter);
    h.run_steps(2);
    assert_eq!(h.state().game().makruk().unwrap().game().len(), 1);
    assert_eq!(field_text(&h), "");
}

/// Issue 62, point 14: Tab with nothing holding the keys goes to the first piece that can
/// move (in the board's reading order, White's bia on a3), as the keys screen says, not
/// to the menu bar laid out above the table; from the last piece on, the menu bar and
/// the buttons beside the board follow, and Tab comes round to the board again.
#[test]
fn tab_from_nothing_goes_to_the_first_piece_that_can_move() {
    let app = App::around(Session::new(somchai_and_malee(), quick_looks()));
    let mut h = app_harness(app, egui::vec2(1280.0, 800.0));
    let position = Position::start();
    assert_eq!(focused_label(&h), None);
    press(&mut h, Key::Tab);
    assert_eq!(focused_square(&h, &position), Some("a3".parse().unwrap()));
    // Every one of White's sixteen pieces, then on round the window and back to a3.
    let mut pieces = HashSet::new();
    let mut others = 0;
    for _ in 0..200 {
        press(&mut h, Key::Tab);
        match focused_square(&h, &position) {
            Some(square) if square == "a3".parse().unwrap() => break,
            Some(square) => {
                pieces.insert(square);
            }
            None => others += 1,
        }
    }
    assert_eq!(pieces.len(), 15, "the other fifteen pieces: {pieces:?}");
    assert!(others > 3, "the menu bar and the buttons beside the board");
}
