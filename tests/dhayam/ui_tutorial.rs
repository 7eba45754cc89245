//! The guided tutorial through the window: every lesson finished by doing exactly what
//! each step asks, in English and in Tamil; wrong moves refused with the engine's reason
//! or the step's own message; each lesson's exercise started from its prepared position
//! and played against the computer; Skip and the keys.

use crate::ui_support::dhayam_table::{Session, humans, on_table, pawn_label, quick_settings};
use crate::ui_support::{LARGE, window};
use dhayam::dhayam::rules::{Board, IllegalMove, Move, Pawn, Phase, Seat, Value};
use dhayam::dhayam::tutorial::{Action, Event, ExerciseResult};
use dhayam::dhayam::ui::text;
use dhayam::i18n::Lang;
use dhayam::shell::App;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn tutorial_harness(lang: Lang) -> Harness<'static, App> {
    let app = App::around(
        Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7)).with_settings(quick_settings()),
    )
    .with_language(lang);
    let mut h = window(app, LARGE);
    h.step();
    h.get_by_label(&text::tutorial_button()).click();
    h.run_steps(2);
    assert!(on_table(&h).tutorial().is_some(), "the tutorial opened");
    h
}

/// Does what the step asks, through the window, as a learner would.
fn do_the_step(h: &mut Harness<'_, App>) {
    let run = &on_table(h).tutorial().expect("open").run;
    let position = *run.position();
    match run.step().action {
        Action::Next => h.get_by_label(&text::tutorial_next()).click(),
        // The button: a Thai step's words may be the same one word ("ทอย").
        Action::Throw(_) => h
            .get_by_role_and_label(egui::Role::Button, &text::throw())
            .click(),
        Action::Choose(v) => h.get_by_label(&text::use_value(v)).click(),
        Action::Play(mv) => h.get_by_label(&pawn_label(&position, mv)).click(),
        Action::AnyMove => {
            assert!(matches!(position.phase(), Phase::Move));
            // The board offers the current value's moves (pooled turns: the chosen one).
            let value = run.current_value();
            let mv = *position
                .legal_moves()
                .iter()
                .rfind(|m| matches!(m, Move::Pawn { value: v, .. } if Some(*v) == value))
                .expect("a move");
            h.get_by_label(&pawn_label(&position, mv)).click();
        }
    }
    h.run_steps(2);
}

fn finish_every_lesson(lang: Lang) {
    let mut h = tutorial_harness(lang);
    let count = on_table(&h).tutorial().unwrap().lessons.len();
    for i in 0..count {
        let title = on_table(&h).tutorial().unwrap().lessons[i].title.clone();
        open_lesson(&mut h, &title);
        for _ in 0..60 {
            if on_table(&h).tutorial().unwrap().run.finished() {
                break;
            }
            let before = on_table(&h).tutorial().unwrap().run.step_index();
            do_the_step(&mut h);
            let run = &on_table(&h).tutorial().unwrap().run;
            assert_eq!(run.feedback, None, "{lang:?}, lesson {i}, step {before}");
            assert!(run.finished() || run.step_index() == before + 1);
        }
        assert!(on_table(&h).tutorial().unwrap().run.finished());
        h.get_by_role_and_label(egui::Role::Label, &text::tutorial_lesson_done());
    }
    let done = on_table(&h).tutorial_done().to_vec();
    assert_eq!(done.len(), count, "every lesson is checked off: {done:?}");
    h.get_by_label(&text::tutorial_leave()).click();
    h.run_steps(2);
    assert!(on_table(&h).tutorial().is_none());
}

#[test]
fn every_lesson_is_finished_by_doing_what_it_asks_in_english() {
    finish_every_lesson(Lang::En);
}

#[test]
fn every_lesson_is_finished_by_doing_what_it_asks_in_tamil() {
    finish_every_lesson(Lang::Ta);
}

#[test]
fn a_wrong_move_is_refused_with_the_engines_reason() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-enter-title");
    // Throw the 1, enter, throw the 4: the step asks to move the pawn on d1.
    for _ in 0..3 {
        do_the_step(&mut h);
    }
    let position = *on_table(&h).tutorial().unwrap().run.position();
    let wrong: Move = "n+4".parse().unwrap();
    h.get_by_label(&pawn_label(&position, wrong)).click();
    h.run_steps(2);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.step_index(), 3, "the step waits");
    h.get_by_label(&text::illegal_move(&IllegalMove::EntryNeedsOne));
    // The right move goes on.
    do_the_step(&mut h);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 4);
}

#[test]
fn show_me_demonstrates_the_step_and_back_undoes_it() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-enter-title");
    h.get_by_label(&text::tutorial_show_me()).click();
    h.run_steps(40);
    assert_eq!(
        on_table(&h).tutorial().unwrap().run.step_index(),
        1,
        "it threw"
    );
    h.get_by_label(&text::tutorial_show_me()).click();
    h.run_steps(40);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.step_index(), 2, "it entered the pawn");
    assert_eq!(
        run.position().pawns(Seat::Red).last().unwrap().to_string(),
        "0"
    );
    h.get_by_label(&text::tutorial_back()).click();
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 1);
}

/// Opens a lesson by its title in the list.
fn open_lesson(h: &mut Harness<'_, App>, title_id: &str) {
    let i = on_table(h)
        .tutorial()
        .unwrap()
        .lessons
        .iter()
        .position(|l| l.title == title_id)
        .expect("a lesson with that title");
    let label = format!("{}. {}", i + 1, text::tutorial_message(title_id));
    h.get_by_label(&label).click();
    h.run_steps(2);
    assert_eq!(on_table(h).tutorial().unwrap().lesson, i);
}

fn steps(h: &mut Harness<'_, App>, n: usize) {
    for _ in 0..n {
        do_the_step(h);
    }
}

#[test]
fn a_safe_square_cuts_nobody_and_the_step_says_so() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-cut-title");
    steps(&mut h, 3);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.step().message, "tutorial-cut-safe");
    let position = *run.position();
    // The pawn on f1 reaches g4, where Yellow stands safe.
    let wrong: Move = "2+4".parse().unwrap();
    h.get_by_label(&pawn_label(&position, wrong)).click();
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 3);
    h.get_by_label(&text::tutorial_message("tutorial-cut-safe-wrong"));
    do_the_step(&mut h);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.step_index(), 4);
    assert!(run.position().pawns(Seat::Yellow).contains(&Pawn::Cut));
}

#[test]
fn d12_the_centre_refuses_a_throw_too_big_in_tamil() {
    let mut h = tutorial_harness(Lang::Ta);
    open_lesson(&mut h, "tutorial-centre-title");
    steps(&mut h, 2);
    let position = *on_table(&h).tutorial().unwrap().run.position();
    let wrong: Move = "44+6".parse().unwrap();
    h.get_by_label(&pawn_label(&position, wrong)).click();
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 2);
    h.get_by_label(&text::illegal_move(&IllegalMove::PastCentre));
}

#[test]
fn pooled_turns_are_spent_by_choosing_a_value_first() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-house-title");
    steps(&mut h, 3);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.position().to_dpn(), "n,n,8,30/-/n,n,n,22/- R R 5,6,2");
    // A 5 is saved too, but the step asks for the 2.
    h.get_by_label(&text::use_value(Value::FIVE)).click();
    h.run_steps(2);
    h.get_by_label(&text::tutorial_not_that_value());
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 3);
    steps(&mut h, 2);
    let run = &on_table(&h).tutorial().unwrap().run;
    assert_eq!(run.position().to_dpn(), "n,n,10,30/-/n,n,n,x/- R R 5,6");
}

/// Plays the open exercise by clicks until it ends: throw with the button, move the
/// pawn of the first legal move of the offered value.
fn play_exercise_by_clicks(h: &mut Harness<'_, App>) -> ExerciseResult {
    for _ in 0..3_000 {
        let e = on_table(h).tutorial().unwrap().exercise.as_ref().unwrap();
        if let Some(r) = e.result() {
            h.run_steps(2);
            return r;
        }
        let position = *e.position();
        let value = e.current_value();
        if e.can_throw() {
            h.get_by_label(&text::throw()).click();
        } else if position.to_move() == e.learner() && !e.automatic() {
            let mv = *position
                .legal_moves()
                .iter()
                .find(|m| matches!(m, Move::Pawn { value: v, .. } if Some(*v) == value))
                .expect("a move for the offered value");
            h.get_by_label(&pawn_label(&position, mv)).click();
        }
        h.run_steps(2);
    }
    panic!("the exercise did not end");
}

#[test]
fn the_exercise_starts_as_prepared_and_shows_the_computers_moves() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-cut-title");
    while !on_table(&h).tutorial().unwrap().run.finished() {
        do_the_step(&mut h);
    }
    h.get_by_label(&text::tutorial_exercise_start()).click();
    h.run_steps(2);
    let screen = on_table(&h).tutorial().unwrap();
    let e = screen.exercise.as_ref().expect("the exercise opened");
    assert_eq!(e.position().to_dpn(), "n,n,5,9/-/n,n,20,22/- R - -");
    assert_eq!(e.learner(), Seat::Red);
    h.get_by_role_and_label(
        egui::Role::Label,
        &text::tutorial_message("tutorial-cut-exercise"),
    );
    h.get_by_label(&text::tutorial_exercise_players(Seat::Red, Seat::Yellow));

    let result = play_exercise_by_clicks(&mut h);
    let e = on_table(&h).tutorial().unwrap().exercise.as_ref().unwrap();
    match result {
        ExerciseResult::Won => {
            h.get_by_role_and_label(egui::Role::Label, &text::tutorial_exercise_won())
        }
        ExerciseResult::Lost(seat) => {
            h.get_by_role_and_label(egui::Role::Label, &text::tutorial_exercise_lost(seat))
        }
    };
    // The news lists what happened, the computer's throws and moves among it.
    for event in e.events() {
        let line = match *event {
            Event::Threw(seat, t) => text::tutorial_event_threw(seat, t.value()),
            Event::Moved {
                seat,
                mv: Move::Pawn {
                    from: Pawn::At(p), ..
                },
                report,
            } => text::tutorial_event_moved(
                seat,
                p.square(Board::Seven, seat),
                report.to.unwrap().square(Board::Seven, seat),
                report.cut,
            ),
            Event::Moved { seat, report, .. } => match report.to {
                Some(to) => text::tutorial_event_entered(seat, to.square(Board::Seven, seat)),
                None => text::tutorial_event_lost(seat),
            },
        };
        assert!(
            h.query_all_by_label(&line).next().is_some(),
            "shown: {line}"
        );
    }
    // Retry starts over from the prepared position with other dice.
    h.get_by_label(&text::tutorial_exercise_retry()).click();
    h.run_steps(2);
    let e = on_table(&h).tutorial().unwrap().exercise.as_ref().unwrap();
    assert_eq!(e.position().to_dpn(), "n,n,5,9/-/n,n,20,22/- R - -");
    assert_eq!(e.attempt, 1);
    assert!(e.events().is_empty());
    h.get_by_label(&text::tutorial_next_lesson()).click();
    h.run_steps(2);
    let screen = on_table(&h).tutorial().unwrap();
    assert!(screen.exercise.is_none());
    assert_eq!(screen.lessons[screen.lesson].id, "gate");
}

#[test]
fn every_lessons_exercise_can_be_started_in_tamil() {
    let mut h = tutorial_harness(Lang::Ta);
    let count = on_table(&h).tutorial().unwrap().lessons.len();
    for i in 0..count {
        h.state_mut()
            .apply(dhayam::dhayam::ui::Command::TutorialLesson(i));
        h.run_steps(2);
        while !on_table(&h).tutorial().unwrap().run.finished() {
            do_the_step(&mut h);
        }
        h.get_by_label(&text::tutorial_exercise_start()).click();
        h.run_steps(2);
        let screen = on_table(&h).tutorial().unwrap();
        let spec = &screen.lessons[i].exercise;
        let e = screen.exercise.as_ref().expect("the exercise opened");
        assert_eq!(*e.position(), spec.start, "lesson {i}");
        h.get_by_role_and_label(egui::Role::Label, &text::tutorial_message(&spec.message));
    }
}

#[test]
fn skip_and_the_keys_move_through_the_lessons() {
    let mut h = tutorial_harness(Lang::En);
    open_lesson(&mut h, "tutorial-dice-title");
    h.get_by_label(&text::tutorial_skip()).click();
    h.run_steps(2);
    let screen = on_table(&h).tutorial().unwrap();
    assert_eq!(screen.lesson, 1, "skipped to the next lesson");
    assert!(
        on_table(&h).tutorial_done().is_empty(),
        "a skipped lesson is not done"
    );
    open_lesson(&mut h, "tutorial-dice-title");
    // Step 1 asks to read: → goes on; step 2 asks to throw: Space throws; ← goes back.
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 1);
    h.key_press(egui::Key::Space);
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 2);
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(on_table(&h).tutorial().unwrap().run.step_index(), 1);
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(
        on_table(&h).tutorial().is_none(),
        "Escape leaves the tutorial"
    );
}

/// Where the tutorial's buttons are: Back, Next, Show me, Throw, Skip and Leave.
fn tutorial_places(h: &Harness<'_, App>) -> Vec<(String, egui::Rect)> {
    [
        text::tutorial_back(),
        text::tutorial_next(),
        text::tutorial_show_me(),
        text::throw(),
        text::tutorial_skip(),
        text::tutorial_leave(),
    ]
    .into_iter()
    .map(|label| {
        let rect = h.get_by_label(&label).rect();
        (label, rect)
    })
    .collect()
}

/// Nothing the learner clicks moves with the length of a step's words or a lesson's
/// title (issue 30, point 5): through every step of every lesson, in English and Tamil.
#[test]
fn the_tutorials_buttons_keep_their_place_whatever_the_words() {
    for lang in [Lang::En, Lang::Ta] {
        let mut h = tutorial_harness(lang);
        // The controls' strip takes its height from its first frame's contents: let it
        // settle once.
        h.run_steps(2);
        let before = tutorial_places(&h);
        let count = on_table(&h).tutorial().unwrap().lessons.len();
        for i in 0..count {
            let title = on_table(&h).tutorial().unwrap().lessons[i].title.clone();
            open_lesson(&mut h, &title);
            for _ in 0..60 {
                assert_eq!(tutorial_places(&h), before, "{lang:?}, lesson {i}");
                if on_table(&h).tutorial().unwrap().run.finished() {
                    break;
                }
                do_the_step(&mut h);
            }
        }
    }
}

/// Issue 62, point 6: at 800×600 each step's words have a box of their own above the
/// dice, in the languages whose words run longest (Tamil, Malayalam, Thai) and in
/// English: at least 200 px tall at every step (it was four lines, with 130 px of rows
/// kept empty in the controls below), the keys' help under the words rather than in the
/// controls, the value beside Throw, the dice smaller, as at the table. Nine steps in
/// ten are read whole without scrolling; the longest scroll, with a bar that stays.
#[test]
fn at_800_by_600_every_step_s_words_have_room_above_the_dice() {
    use crate::ui_support::SMALL;
    use egui_kittest::kittest::NodeT;
    for lang in [Lang::Ta, Lang::Ml, Lang::Th, Lang::En] {
        let app = App::around(
            Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7))
                .with_settings(quick_settings()),
        )
        .with_language(lang);
        let mut h = window(app, SMALL);
        h.step();
        h.get_by_label(&text::tutorial_button()).click();
        h.run_steps(2);
        let lessons: Vec<String> = on_table(&h)
            .tutorial()
            .unwrap()
            .lessons
            .iter()
            .map(|l| l.title.clone())
            .collect();
        let (mut seen, mut whole) = (0, 0);
        for (i, title) in lessons.iter().enumerate() {
            open_lesson(&mut h, title);
            for _ in 0..60 {
                let run = &on_table(&h).tutorial().unwrap().run;
                if run.finished() {
                    break;
                }
                let (step, message) = (
                    run.step_index(),
                    text::tutorial_message(&run.step().message),
                );
                let dice_top = (0..=6).find_map(|pips| {
                    let label = text::die(1, pips);
                    let node = h.query_by_label(&label)?;
                    node.accesskit_node().bounding_box().map(|b| b.y0)
                });
                let words = h
                    .query_all_by_label(&message)
                    .find(|n| n.accesskit_node().role() == egui::Role::Label)
                    .and_then(|n| n.accesskit_node().bounding_box())
                    .expect("the step's words are shown");
                if let Some(top) = dice_top {
                    let room = top - words.y0;
                    assert!(
                        room >= 200.0,
                        "{lang:?}, lesson {}, step {}: {room} px for the words",
                        i + 1,
                        step + 1,
                    );
                    seen += 1;
                    if words.y1 <= top {
                        whole += 1;
                    }
                }
                do_the_step(&mut h);
            }
        }
        eprintln!("{lang:?}: {whole} of {seen} steps' words whole above the dice");
        assert!(seen > 20, "{lang:?}: {seen} steps with dice looked at");
        assert!(
            whole * 10 >= seen * 9,
            "{lang:?}: only {whole} of {seen} steps' words are whole"
        );
    }
}

/// Issue 62, point 15: F1 did nothing inside the tutorial. It opens the rules over the
/// lesson as over the table; Escape then closes the rules, not the tutorial.
#[test]
fn f1_opens_the_rules_over_the_tutorial() {
    let mut h = tutorial_harness(Lang::En);
    h.key_press(egui::Key::F1);
    h.run_steps(3);
    let session = on_table(&h);
    assert!(session.rules_open(), "F1 opens the rules");
    assert!(session.tutorial().is_some());
    h.get_by_label(&text::rules_title());
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    let session = on_table(&h);
    assert!(!session.rules_open(), "Escape closes the rules");
    assert!(session.tutorial().is_some(), "and the lesson stays");
}
