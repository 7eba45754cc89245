//! What the subcommands share once clap has read the words: the one-line usage error,
//! and the values clap cannot check (rules, seats, levels), each said with its option.

use dhayam::dhayam::ai::Level;
use dhayam::dhayam::rules::{Implement, Options, Seat, SeatSet};

/// A command-line problem: printed on one line, exit code 2.
pub struct UsageError(pub String);

pub fn fail<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

/// `--rules K=V,...`, or the default rules when it is not given.
pub fn options(rules: Option<&str>) -> Result<Options, UsageError> {
    rules
        .unwrap_or("")
        .parse()
        .map_err(|e| UsageError(format!("--rules: {e}")))
}

/// `--rules` for the tools that learn or measure the evaluation, which learns who becomes
/// King: partners (who win as a pair) are refused by name.
pub fn learned_options(rules: Option<&str>) -> Result<Options, UsageError> {
    let options = options(rules)?;
    if options.teams {
        return fail(
            "--rules: teams=on cannot be learned or measured here: the evaluation learns who \
             becomes King, not which pair wins",
        );
    }
    if options.dice == Implement::FourCowries {
        return fail(
            "--rules: dice=cowrie4 cannot be learned or measured here: the evaluation's inputs \
             have no place for a throw of 8",
        );
    }
    Ok(options)
}

/// The positions given as words. clap lets them start with `-` (a DPN does when Red
/// does not play), so a misspelt option reaches here as a position: no DPN starts with
/// `--`, so such a word is said to be the unknown option it is.
pub fn positions(words: &[String]) -> Result<&[String], UsageError> {
    match words.iter().find(|w| w.starts_with("--")) {
        Some(option) => fail(format!("unknown option {option}")),
        None => Ok(words),
    }
}

pub fn parse_seats(text: &str) -> Result<SeatSet, UsageError> {
    let mut seats = SeatSet::EMPTY;
    for c in text.chars() {
        let Some(seat) = Seat::from_letter(c) else {
            return fail(format!("--seats: '{c}' is not a seat (R, G, Y, B)"));
        };
        if seats.contains(seat) {
            return fail(format!("--seats: {seat} is given twice"));
        }
        seats.insert(seat);
    }
    Ok(seats)
}

/// The level named by `--NAME` (arena's --a and --b), which must be given.
pub fn level(value: Option<&str>, name: &str) -> Result<Level, UsageError> {
    value
        .ok_or_else(|| UsageError(format!("arena needs --{name} LEVEL")))?
        .parse()
        .map_err(|e| UsageError(format!("--{name}: {e}")))
}
