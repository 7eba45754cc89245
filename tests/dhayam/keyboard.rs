//! Dhayam without a mouse and without sight (issue 36): a whole two-seat game against the
//! computer in the real window, played with keys alone — Space throws, Tab goes from one
//! pawn that can move to the next, Enter moves it (or T and the pawn's square typed),
//! B and the arrows read the board square by square — and followed through the accessibility tree alone: the Throw
//! button's state, the names of the focused pawn and square, and the live region that
//! speaks each turn. No coordinates, no clicks, no peeking at the session.

use std::collections::HashMap;

use dhayam::dhayam::ai::Level;
use dhayam::dhayam::rules::{Seat, Square};
use dhayam::dhayam::typed::TypedMoveError;
use dhayam::dhayam::ui::{GameConfig, Player, text};
use dhayam::shell::App;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::ui_support::dhayam_table::{harness, on_table, quick_settings};
use crate::ui_support::{focused_label, said, tab_to_with};

/// Every name a pawn of `seat` can have on the board, with what a person types to move
/// it: its square, or `n` or `x` for a pawn waiting to enter.
fn pawn_names(seat: Seat) -> HashMap<String, String> {
    let mut names: HashMap<String, String> = Square::all()
        .flat_map(|sq| (1..=4).map(move |n| (text::pawn_on(seat, sq, n), sq.to_string())))
        .collect();
    names.insert(text::pawn_waiting_new(seat), "n".into());
    names.insert(text::pawn_waiting_cut(seat), "x".into());
    names
}

fn can_throw(h: &Harness<'_, App>) -> bool {
    h.query_by_label(&text::throw())
        .is_some_and(|n| !n.accesskit_node().is_disabled())
}

fn over(h: &Harness<'_, App>) -> bool {
    h.query_all_by_label(&text::play_again()).next().is_some()
}

fn press(h: &mut Harness<'_, App>, key: Key) {
    h.key_press(key);
    h.run_steps(2);
}

/// Tab until the keys are on the control named `label`.
fn tab_to(h: &mut Harness<'_, App>, label: &str) {
    tab_to_with(h, label, press);
}

/// Lets time pass: the computer thinks on its own thread.
fn wait(h: &mut Harness<'_, App>) {
    std::thread::sleep(std::time::Duration::from_millis(2));
    h.step();
}

#[test]
fn a_whole_game_against_the_computer_by_keys_and_the_tree_alone() {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Yellow, Player::Computer(Level::Easy)),
        ],
        11,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    let ours = pawn_names(Seat::Red);
    let mut heard: Vec<String> = Vec::new();
    let mut moves = 0;
    let mut typed = 0;
    let mut looked = false;
    for _ in 0..200_000 {
        if over(&h) {
            break;
        }
        let now = said(&h);
        if heard.last() != Some(&now) {
            heard.push(now);
        }
        if can_throw(&h) {
            // Space throws unless a button holds the keys: Escape lets it go.
            if focused_label(&h).is_some() {
                press(&mut h, Key::Escape);
            }
            press(&mut h, Key::Space);
            continue;
        }
        // Tab stops on Red's pawns that can move (and the buttons between): Enter moves
        // the first one met.
        let mut found = false;
        for _ in 0..40 {
            press(&mut h, Key::Tab);
            if focused_label(&h).is_some_and(|l| ours.contains_key(&l)) {
                found = true;
                break;
            }
        }
        if found {
            if !looked {
                // Once, read the board: B and the arrows name the squares.
                looked = true;
                press(&mut h, Key::B);
                let corner = focused_label(&h).expect("B put the keys on a square");
                assert!(
                    corner.starts_with(&text::square(Square::new(0, 0))),
                    "{corner}"
                );
                for _ in 0..3 {
                    press(&mut h, Key::ArrowRight);
                }
                let home = focused_label(&h).expect("a square");
                assert!(
                    home.starts_with("square d1, Red's home, safe square"),
                    "{home}"
                );
                press(&mut h, Key::ArrowUp);
                assert!(focused_label(&h).is_some_and(|l| l.starts_with("square d2")));
                // R reads the whole position, seat by seat; L the last turns.
                press(&mut h, Key::R);
                let position = said(&h);
                assert!(
                    position.starts_with("Red: ") && position.contains(". Yellow: "),
                    "{position}"
                );
                press(&mut h, Key::L);
                assert!(said(&h).contains("threw"), "{}", said(&h));
                continue;
            }
            if moves % 2 == 1 {
                // Every other move is typed: T, the pawn's square (or n), Enter.
                let pawn = focused_label(&h).unwrap();
                press(&mut h, Key::T);
                assert_eq!(focused_label(&h), Some(text::type_move()));
                if typed == 0 {
                    // A slip first, heard at once.
                    h.get_by_label(&text::type_move()).type_text("h9");
                    press(&mut h, Key::Enter);
                    let slip = text::typed_error(&TypedMoveError::NotAMove("h9".into()));
                    assert_eq!(said(&h), slip);
                }
                h.get_by_label(&text::type_move()).type_text(&ours[&pawn]);
                press(&mut h, Key::Enter);
                typed += 1;
            } else {
                press(&mut h, Key::Enter);
            }
            moves += 1;
        } else {
            wait(&mut h);
        }
    }
    assert!(over(&h), "the game ended ({moves} moves by keys)");
    assert!(moves >= 10, "{moves} moves by keys");
    assert!(typed >= 5, "{typed} moves typed");
    // Every turn was heard, the last with its King.
    let last = said(&h);
    eprintln!(
        "{moves} moves by keys ({typed} typed), {} turns heard; last: {last}",
        heard.len()
    );
    assert!(heard.len() > 20, "{heard:?}");
    assert!(last.contains("is King"), "{last}");

    // The review from the keys too: Tab to Review, Enter; each move shown is heard as
    // the arrows step; Escape leaves.
    tab_to(&mut h, &text::review());
    press(&mut h, Key::Enter);
    // The review screen opens at once; the computer judges the decisions on its own
    // thread, and the screen goes to the first one judged.
    for _ in 0..20_000 {
        if h.query_by_label(&text::review_title()).is_some() && !on_table(&h).reviewing() {
            break;
        }
        wait(&mut h);
    }
    h.run_steps(2);
    let first = said(&h);
    assert!(
        first.contains(" with "),
        "a decision is heard first: {first}"
    );
    press(&mut h, Key::ArrowRight);
    let second = said(&h);
    assert_ne!(first, second, "the arrow stepped to the next move, heard");
    eprintln!("review heard: “{first}”, then “{second}”");
    press(&mut h, Key::Escape);
}

/// Every lesson of the tutorial from the keyboard and the tree alone: Tab to the Tutorial
/// button and Enter; each step's words heard from the live region; → reads on (Enter
/// from the board), Space throws, Tab and Enter choose a value or move the pawn the
/// words name; Tab and Enter on "Next lesson".
#[test]
fn every_lesson_of_the_tutorial_by_keys_and_the_tree_alone() {
    use dhayam::dhayam::tutorial::Action;
    use dhayam::dhayam::ui::text as t;
    let config = GameConfig::with_players(
        &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
        5,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    tab_to(&mut h, &t::tutorial_button());
    press(&mut h, Key::Enter);
    // What the learner reads on the screen: the step's words, what it asks, the board.
    let step = |h: &Harness<'_, App>| {
        let run = &h
            .state()
            .game()
            .dhayam()
            .and_then(|s| s.tutorial())
            .expect("the tutorial is open")
            .run;
        let finished = run.finished();
        let asked = (!finished).then(|| (run.step().message.clone(), run.step().action));
        (asked, *run.position(), run.step_index())
    };
    let lessons = on_table(&h).tutorial().unwrap().lessons.len();
    let mut keys = 0;
    for lesson in 0..lessons {
        let mut steps = 0;
        while let (Some((message, action)), position, index) = step(&h) {
            let words = t::tutorial_message(&message);
            assert!(
                said(&h).starts_with(&words),
                "heard “{}”, not “{words}”",
                said(&h)
            );
            let on_board = focused_label(&h).is_some_and(|l| {
                l.starts_with("square ") || pawn_names(position.to_move()).contains_key(&l)
            });
            match action {
                Action::Next if on_board => press(&mut h, Key::Enter),
                Action::Next => press(&mut h, Key::ArrowRight),
                Action::Throw(_) => press(&mut h, Key::Space),
                Action::Choose(v) => {
                    tab_to(&mut h, &t::use_value(v));
                    press(&mut h, Key::Enter);
                }
                Action::Play(mv) => {
                    tab_to(
                        &mut h,
                        &crate::ui_support::dhayam_table::pawn_label(&position, mv),
                    );
                    press(&mut h, Key::Enter);
                }
                Action::AnyMove => {
                    let ours = pawn_names(position.to_move());
                    for _ in 0..80 {
                        if focused_label(&h).is_some_and(|l| ours.contains_key(&l)) {
                            break;
                        }
                        press(&mut h, Key::Tab);
                    }
                    press(&mut h, Key::Enter);
                }
            }
            // The dice tumble and the pawn walks before the step moves on.
            h.run_steps(30);
            keys += 1;
            steps += 1;
            assert!(steps < 60, "lesson {lesson} stuck at step {index}");
        }
        if lesson + 1 < lessons {
            tab_to(&mut h, &t::tutorial_next_lesson());
            press(&mut h, Key::Enter);
        }
    }
    eprintln!("{lessons} lessons by keys, {keys} steps");
}

/// The rules from the keyboard and the tree alone: F1 opens them, Tab reaches every
/// entry of the contents, every picture has words a screen reader reads (the table as R
/// reads it, the move drawn), Escape closes them.
#[test]
fn the_rules_by_keys_and_the_tree_alone() {
    use dhayam::dhayam::ui::text as t;
    let config = GameConfig::with_players(
        &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
        5,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    press(&mut h, Key::F1);
    h.run_steps(3);
    assert!(on_table(&h).rules_open());
    let pictures: Vec<String> = h
        .query_all_by_role(egui::Role::Image)
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert!(
        pictures
            .iter()
            .any(|l| l.starts_with("Red: ") && l.contains(" to ")),
        "{pictures:?}"
    );
    assert!(
        pictures.iter().any(|l| l.contains(&t::die(1, 1))),
        "{pictures:?}"
    );
    let sections = ["rules-board-title", "rules-enter-title"].map(dhayam::i18n::tr);
    let mut met = std::collections::HashSet::new();
    for _ in 0..60 {
        press(&mut h, Key::Tab);
        if let Some(l) = focused_label(&h).filter(|l| sections.contains(l)) {
            met.insert(l);
        }
    }
    assert_eq!(met.len(), sections.len(), "{met:?}");
    press(&mut h, Key::Escape);
    assert!(!on_table(&h).rules_open());
}

/// A seat's row reads as the eye reads it: the name, who plays, the gate, the pawns home
/// (the count is drawn at the right but comes last in the tree).
#[test]
fn each_seats_row_reads_from_its_name_to_its_pawns_home() {
    let config = GameConfig::with_players(
        &[
            (Seat::Red, Player::Human),
            (Seat::Yellow, Player::Computer(Level::Easy)),
        ],
        5,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(2);
    let home = text::pawns_home(0, 4);
    let names = [text::seat(Seat::Red), text::seat(Seat::Yellow)];
    // A label's words are its name, or (egui's plain labels) its value.
    let words = |n: &egui_kittest::Node<'_>| {
        let node = n.accesskit_node();
        node.label().or_else(|| node.value())
    };
    // (The seat's emblem is named by the seat's colour too: "Red", then the player's name.)
    let mut order: Vec<String> = h
        .query_all_by(|_| true)
        .filter_map(|n| words(&n))
        .filter(|w| *w == home || names.contains(w))
        .collect();
    order.dedup();
    order.truncate(4);
    assert_eq!(
        order,
        [names[0].clone(), home.clone(), names[1].clone(), home],
        "the rows in the tree"
    );
}

/// A new game set up from the keys and the tree alone: Tab to New game, Enter; every seat's
/// player and name are named for a screen reader ("Green player", "Green name"); Space
/// ticks Green in, Space opens its player's list, the arrows and Enter choose a computer;
/// Tab to Start, Enter.
#[test]
fn a_new_game_is_set_up_by_keys_and_the_tree_alone() {
    let config = GameConfig::with_players(
        &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
        5,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    tab_to(&mut h, &text::new_game());
    press(&mut h, Key::Enter);
    for seat in Seat::ALL {
        h.get_by_role_and_label(egui::Role::ComboBox, &text::seat_player(seat));
        h.get_by_role_and_label(egui::Role::TextInput, &text::seat_name(seat));
    }
    tab_to(&mut h, &text::seat_plays(Seat::Green));
    press(&mut h, Key::Space);
    tab_to(&mut h, &text::seat_player(Seat::Green));
    // Space opens the list; the arrows walk it (person, then the computer's levels).
    press(&mut h, Key::Space);
    press(&mut h, Key::ArrowDown);
    assert_eq!(focused_label(&h), Some(text::human().to_string()));
    press(&mut h, Key::ArrowDown);
    assert_eq!(focused_label(&h), Some(text::computer(Level::Beginner)));
    press(&mut h, Key::Enter);
    tab_to(&mut h, &text::start());
    press(&mut h, Key::Enter);
    h.run_steps(3);
    let session = on_table(&h);
    let green = &session.config().seats[Seat::Green.index()];
    assert!(green.playing, "Green was ticked in");
    assert!(
        matches!(session.config().player(Seat::Green), Player::Computer(_)),
        "Green was given a computer from its list"
    );
}

/// V4 by keys: a family's own shells are turned mouth up one by one with Tab and Space,
/// heard as they stand, and the throw is entered with Enter.
#[test]
fn v4_a_familys_own_shells_are_tapped_in_by_keys() {
    let mut config = GameConfig::with_players(
        &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
        4,
    );
    config.options = "dice=cowrie6".parse().unwrap();
    config.real_dice = dhayam::dhayam::play::dice::RealDice::People;
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    for shell in [1, 4] {
        tab_to(&mut h, &text::entry_shell(shell, false));
        press(&mut h, Key::Space);
        h.run_steps(2);
        assert_eq!(
            focused_label(&h).as_deref(),
            Some(text::entry_shell(shell, true).as_str())
        );
    }
    let enter = format!("{}: 2", text::enter_throw());
    tab_to(&mut h, &enter);
    press(&mut h, Key::Enter);
    h.run_steps(3);
    let record = on_table(&h).game().record().clone();
    let thrown = record.plies[0].throw().expect("a throw");
    assert_eq!(thrown.landing_text(), "100100");
}

/// Issue 62, point 14: Tab with nothing holding the keys goes to the board first, as the
/// keys screen says, not to the menu bar laid out above the table: to a pawn that can
/// move, or, before the throw, when none can, to the dice beside the board.
#[test]
fn tab_from_nothing_goes_to_a_pawn_that_can_move_or_else_the_dice() {
    let config = GameConfig::with_players(
        &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
        11,
    );
    let mut h = harness(config, quick_settings());
    h.run_steps(3);
    assert_eq!(focused_label(&h), None);
    press(&mut h, Key::Tab);
    let first = focused_label(&h).expect("Tab gave the keys to something");
    let dice: Vec<String> = (0..=6).map(|pips| text::die(1, pips)).collect();
    assert!(dice.contains(&first), "before the throw: “{first}”");
    // Throw until a pawn can move; then, the keys let go, Tab lands on one of them.
    for _ in 0..40 {
        press(&mut h, Key::Escape);
        if !can_throw(&h) {
            break;
        }
        press(&mut h, Key::Space);
        crate::ui_support::dhayam_table::settle(&mut h, 400);
    }
    assert!(!can_throw(&h), "a pawn can move");
    let seat = on_table(&h).game().position().to_move();
    press(&mut h, Key::Escape);
    assert_eq!(focused_label(&h), None);
    press(&mut h, Key::Tab);
    let pawn = focused_label(&h).expect("Tab gave the keys to something");
    assert!(
        pawn_names(seat).contains_key(&pawn),
        "after the throw: “{pawn}”"
    );
}

/// Escape leaves the review of a finished game, as the Back button does, and the keys
/// screen lists it: "Esc" and "Back to the game" on one row, among the screens' keys.
#[test]
fn escape_leaves_the_review_and_the_keys_screen_lists_it() {
    let mut h = crate::ui_support::dhayam_table::finished_against_easy();
    h.get_by_label(&text::review()).click();
    h.run_steps(3);
    assert!(on_table(&h).review_screen().is_some());
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(
        on_table(&h).review_screen().is_none(),
        "Escape left the review"
    );
    h.get_by_label(&text::game_over());

    h.key_press(Key::Questionmark);
    h.run_steps(3);
    h.get_by_label(&dhayam::shell::text::keys_title());
    let row = |n: egui_kittest::Node<'_>| {
        n.accesskit_node()
            .bounding_box()
            .map(|b| (b.y0 + b.y1) / 2.0)
            .unwrap()
    };
    let back = text::review_back();
    let y = row(h.get_by_label(&back));
    let esc = h.ctx.format_shortcut(&dhayam::widgets::shortcuts::LEAVE[0]);
    assert!(
        h.query_all_by_label(&esc).any(|n| (row(n) - y).abs() < 2.0),
        "“{esc}” beside “{back}”"
    );
}
