use super::*;

#[test]
fn every_lesson_loads_and_plays_through() {
    let lessons = lessons().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lessons.len(), SOURCES.len());
    let mut ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), lessons.len(), "lesson ids are distinct");
}

#[test]
fn every_message_is_in_every_language() {
    for lesson in lessons().unwrap() {
        let mut ids = vec![lesson.title.clone(), lesson.exercise.message.clone()];
        for s in &lesson.steps {
            ids.push(s.message.clone());
            ids.extend(s.wrong.clone());
        }
        for id in ids {
            for lang in crate::i18n::Lang::ALL {
                assert!(
                    crate::i18n::has_message(lang, &id),
                    "{}: {id} missing in {lang:?}",
                    lesson.id
                );
            }
        }
    }
}

/// Doing exactly what each step asks finishes every lesson.
#[test]
fn doing_what_each_step_asks_finishes_the_lesson() {
    for lesson in lessons().unwrap() {
        let id = lesson.id.clone();
        let mut run = Run::new(lesson);
        for _ in 0..100 {
            if run.finished() {
                break;
            }
            match run.step().action {
                Action::Next => run.next(),
                Action::Throw(_) => run.throw(),
                Action::Choose(v) => run.choose(v),
                Action::Play(_) | Action::AnyMove => match run.demonstration() {
                    Some(Action::Play(mv)) => run.play(mv),
                    other => panic!("{id}: no move to show: {other:?}"),
                },
            }
            assert_eq!(run.feedback, None, "{id}");
        }
        assert!(run.finished(), "{id} did not finish");
    }
}

#[test]
fn a_wrong_move_is_refused_with_the_engines_reason_and_the_step_waits() {
    let lessons = lessons().unwrap();
    let entering = lessons.iter().find(|l| l.id == "entering").unwrap();
    let mut run = Run::new(entering.clone());
    run.throw();
    run.play("n+1".parse().unwrap());
    run.throw();
    assert_eq!(run.step_index(), 3);
    run.play("n+4".parse().unwrap());
    assert_eq!(
        run.feedback,
        Some(Feedback::Illegal(IllegalMove::EntryNeedsOne))
    );
    assert_eq!(run.step_index(), 3, "the step waits");
    run.play("0+4".parse().unwrap());
    assert_eq!(run.step_index(), 4);
    assert_eq!(run.feedback, None);
}

#[test]
fn back_returns_to_the_previous_steps_start() {
    let lessons = lessons().unwrap();
    let mut run = Run::new(lessons[1].clone());
    let start = *run.position();
    run.throw();
    assert_eq!(run.step_index(), 1);
    run.back();
    assert_eq!(run.step_index(), 0);
    assert_eq!(*run.position(), start);
    assert_eq!(run.last_throw(), None);
}

fn lesson(id: &str) -> Lesson {
    lessons().unwrap().into_iter().find(|l| l.id == id).unwrap()
}

/// Plays steps as asked until `step` is reached.
fn run_to(id: &str, step: usize) -> Run {
    let mut run = Run::new(lesson(id));
    while run.step_index() < step {
        match run.demonstration() {
            Some(Action::Throw(_)) => run.throw(),
            Some(Action::Choose(v)) => run.choose(v),
            Some(Action::Play(mv)) => run.play(mv),
            _ => run.next(),
        }
    }
    run
}

#[test]
fn a_prepared_position_shows_the_value_it_waits_to_use() {
    // "You threw 5": the dice must say 5, not the 4 thrown a step before.
    let run = run_to("entering", 4);
    assert_eq!(run.last_throw().map(|t| t.value().get()), Some(5));
    let run = run_to("safe", 0);
    assert_eq!(run.last_throw().map(|t| t.value().get()), Some(4));
    let run = run_to("dice", 3);
    assert_eq!(run.last_throw(), None);
}

#[test]
fn every_scripted_throw_comes_when_a_throw_is_due() {
    for lesson in lessons().unwrap() {
        let id = lesson.id.clone();
        let mut run = Run::new(lesson);
        while !run.finished() {
            if let Action::Throw(t) = run.step().action {
                assert!(
                    run.position().needs_throw(),
                    "{id}: step {}",
                    run.step_index()
                );
                let mut after = *run.position();
                assert_eq!(after.throw(t.value()), Ok(()));
            }
            match run.demonstration() {
                Some(Action::Throw(_)) => run.throw(),
                Some(Action::Choose(v)) => run.choose(v),
                Some(Action::Play(mv)) => run.play(mv),
                _ => run.next(),
            }
        }
    }
}

#[test]
fn d10_a_cut_sends_the_pawn_home_and_a_safe_square_cuts_nobody() {
    let mut run = run_to("cutting", 1);
    run.play("10+4".parse().unwrap());
    assert_eq!(run.position().to_dpn(), "n,n,n,14/-/n,n,n,x/- Y R -");
    let mut run = run_to("cutting", 3);
    run.play("2+4".parse().unwrap());
    assert_eq!(run.feedback, Some(Feedback::NotThatMove));
    assert_eq!(run.step().wrong.as_deref(), Some("tutorial-cut-safe-wrong"));
    assert_eq!(run.step_index(), 3, "the step waits");
}

#[test]
fn d11_the_gate_lesson_circles_then_turns_in() {
    let mut run = run_to("gate", 1);
    run.play("21+4".parse().unwrap());
    assert_eq!(run.position().pawns(Seat::Red)[3].to_string(), "1");
    let mut run = run_to("gate", 7);
    run.play("22+3".parse().unwrap());
    assert_eq!(run.position().pawns(Seat::Red)[3].to_string(), "25");
}

#[test]
fn d12_past_the_centre_is_refused_with_the_engines_reason() {
    let mut run = run_to("centre", 2);
    run.play("44+6".parse().unwrap());
    assert_eq!(
        run.feedback,
        Some(Feedback::Illegal(IllegalMove::PastCentre))
    );
    assert_eq!(run.step_index(), 2);
}

#[test]
fn pooled_turns_ask_for_a_value_and_offer_its_moves() {
    let mut run = run_to("house-rules", 3);
    assert_eq!(run.position().to_dpn(), "n,n,8,30/-/n,n,n,22/- R R 5,6,2");
    assert_eq!(run.step().action, Action::Choose(Value::new(2).unwrap()));
    run.choose(Value::new(5).unwrap());
    assert_eq!(run.feedback, Some(Feedback::NotThatValue));
    assert_eq!(run.step_index(), 3);
    assert!(
        run.tries()
            .iter()
            .all(|m| matches!(m, Move::Pawn { value, .. } if value.get() == 5))
    );
    run.choose(Value::new(2).unwrap());
    assert_eq!(run.step_index(), 4);
    assert!(run.tries().contains(&"8+2".parse().unwrap()));
    run.play("8+2".parse().unwrap());
    assert_eq!(run.position().to_dpn(), "n,n,10,30/-/n,n,n,x/- R R 5,6");
}

#[test]
fn route_marks_need_neighbouring_squares() {
    assert_eq!(
        parse_mark("route:c1-b2-b3"),
        Some(Mark::Route(vec![
            "c1".parse().unwrap(),
            "b2".parse().unwrap(),
            "b3".parse().unwrap()
        ]))
    );
    assert_eq!(parse_mark("route:a1-c1"), None);
    assert_eq!(parse_mark("route:a1"), None);
}

/// Plays an exercise with the Easy player's judgement for the learner too.
fn play_out(mut exercise: Exercise) -> ExerciseResult {
    play_to_the_end(&mut exercise)
}

/// Plays the learner's seat as the greedy player until the exercise ends.
fn play_to_the_end(exercise: &mut Exercise) -> ExerciseResult {
    let mut learner = Level::Easy.player(exercise.attempt);
    for _ in 0..5_000 {
        if let Some(r) = exercise.result() {
            return r;
        }
        if exercise.automatic() {
            exercise.step_automatic();
        } else if exercise.can_throw() {
            exercise.throw();
        } else {
            let moves = exercise.position().legal_moves();
            let mv = learner.choose(exercise.position(), &moves);
            exercise.play(mv);
            assert_eq!(exercise.feedback, None);
        }
    }
    panic!("the exercise did not end: {}", exercise.position());
}

#[test]
fn every_exercise_starts_as_prepared_and_can_be_won_or_lost() {
    for lesson in lessons().unwrap() {
        let spec = lesson.exercise.clone();
        let exercise = Exercise::new(spec.clone(), 0);
        assert_eq!(*exercise.position(), spec.start, "{}", lesson.id);
        assert!(
            exercise.can_throw(),
            "{}: the learner throws first",
            lesson.id
        );
        let results: Vec<ExerciseResult> = (0..40)
            .map(|a| play_out(Exercise::new(spec.clone(), a)))
            .collect();
        let won = results
            .iter()
            .filter(|r| **r == ExerciseResult::Won)
            .count();
        // Fair dice and an Easy opponent: the learner wins often, but not always.
        assert!((8..40).contains(&won), "{}: won {won} of 40", lesson.id);
    }
}

#[test]
fn an_exercise_replays_exactly_and_a_retry_throws_other_dice() {
    let spec = lesson("cutting").exercise;
    let a = play_out(Exercise::new(spec.clone(), 3));
    let b = play_out(Exercise::new(spec.clone(), 3));
    assert_eq!(a, b);
    let first = Exercise::new(spec.clone(), 0);
    let throws = |e: Exercise| {
        let mut dice = e.game.dice().clone();
        (0..8).map(|_| dice.throw()).collect::<Vec<_>>()
    };
    assert_ne!(throws(first.retry()), throws(Exercise::new(spec, 0)));
}

#[test]
fn the_computer_plays_its_turns_and_the_learner_is_judged_by_the_engine() {
    let mut e = Exercise::new(lesson("entering").exercise, 0);
    assert!(!e.automatic());
    e.throw();
    assert!(matches!(e.events(), [Event::Threw(Seat::Red, _)]));
    if e.position().legal_moves().as_slice() != [Move::Pass] {
        let value = e.current_value().unwrap();
        if value != Value::ONE {
            e.play(Move::Pawn {
                from: Pawn::New,
                value,
            });
            assert_eq!(
                e.feedback,
                Some(Feedback::Illegal(IllegalMove::EntryNeedsOne))
            );
        }
    }
    // Play on until Yellow has acted: its throws and moves are in the news.
    for _ in 0..200 {
        if e.events()
            .iter()
            .any(|ev| matches!(ev, Event::Threw(Seat::Yellow, _)))
        {
            break;
        }
        if e.automatic() {
            e.step_automatic();
        } else if e.can_throw() {
            e.throw();
        } else {
            let mv = e.position().legal_moves().as_slice()[0];
            e.play(mv);
        }
    }
    assert!(
        e.events()
            .iter()
            .any(|ev| matches!(ev, Event::Threw(Seat::Yellow, _)))
    );
}

#[test]
fn bad_lessons_are_refused_with_the_step() {
    let bad = "id='x'\ntitle='t'\n[[steps]]\nposition='n,n,n,n/-/n,n,n,n/- R - -'\nmessage='m'\naction='move'\nmove='n+1'\n[exercise]\nposition='n,n,n,n/-/n,n,n,n/- R - -'\nseed=1\ngoal='cut'\nmessage='m'\n";
    let e = parse_lesson("bad.toml", bad).unwrap_err();
    assert_eq!(e.step, Some(0));
    let dice = Implement::LongDice;
    assert!(parse_throw("0+0", dice).is_some_and(|t| t.value() == Value::TWELVE));
    assert!(parse_throw("4+0", dice).is_none());
}

#[test]
fn v1_a_lesson_throws_the_shells_of_its_game_and_no_others() {
    let shells = Implement::SixCowries;
    let three = parse_throw("011010", shells).expect("six shells");
    assert_eq!((three.value().get(), three.implement()), (3, shells));
    assert_eq!(
        parse_throw("12", shells)
            .map(|t| t.landing_text())
            .as_deref(),
        Some("000000")
    );
    // The dice's faces in a game of shells, and shells in a game of dice, are refused.
    assert_eq!(parse_throw("0+1", shells), None);
    assert_eq!(parse_throw("011010", Implement::LongDice), None);
}

/// V13: in an exercise of partners the learner wins when the pair is home, even when the
/// computer playing the partner brings its last pawn in after the learner's.
#[test]
fn v13_the_learners_pair_home_is_a_win_whoever_finishes_last() {
    let options: Options = "teams=on".parse().unwrap();
    // Red (the learner) is one pawn from home; Yellow needs a few throws more.
    let start = Position::from_dpn("47,48,48,48/n,n,n,0/40,48,48,48/n,n,n,0 R RY -", options)
        .expect("a legal position");
    let mut decided_by_the_partner = 0;
    for attempt in 0..12 {
        let spec = ExerciseSpec {
            start,
            seed: 7,
            goal: Goal::King,
            message: String::new(),
        };
        let mut e = Exercise::new(spec, attempt);
        let result = play_to_the_end(&mut e);
        let winners = e.position().winners().expect("decided");
        if winners.contains(Seat::Red) {
            assert_eq!(result, ExerciseResult::Won, "attempt {attempt}");
            decided_by_the_partner +=
                usize::from(e.position().finished().iter().last() == Some(Seat::Yellow));
        } else {
            assert!(
                matches!(result, ExerciseResult::Lost(_)),
                "attempt {attempt}"
            );
        }
    }
    assert!(
        decided_by_the_partner > 0,
        "no attempt was won by the partner's last pawn"
    );
}
