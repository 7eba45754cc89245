//! The command line's shared parts: options, and the one-line usage error.

use dhayam::dhayam::rules::{Options, Seat, SeatSet};

/// A command-line problem: printed on one line, exit code 2.
pub struct UsageError(pub String);

pub fn fail<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

/// `--flag value` and `--flag=value` options, plus positional arguments.
pub struct Args {
    pub flags: Vec<(String, Option<String>)>,
    pub positional: Vec<String>,
}

impl Args {
    /// `valued` flags take a value; `switches` do not.
    pub fn parse(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Args, UsageError> {
        let mut parsed = Args {
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(flag) = arg.strip_prefix("--") {
                let (name, inline) = match flag.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (flag, None),
                };
                if parsed.flags.iter().any(|(n, _)| n == name) {
                    return fail(format!("--{name} is given twice"));
                }
                if valued.contains(&name) {
                    let value = match inline {
                        Some(v) => v,
                        None => match it.next() {
                            Some(v) => v.clone(),
                            None => return fail(format!("--{name} needs a value")),
                        },
                    };
                    parsed.flags.push((name.to_string(), Some(value)));
                } else if switches.contains(&name) && inline.is_none() {
                    parsed.flags.push((name.to_string(), None));
                } else {
                    return fail(format!("unknown option --{name}"));
                }
            } else {
                parsed.positional.push(arg.clone());
            }
        }
        Ok(parsed)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    pub fn options(&self) -> Result<Options, UsageError> {
        self.value("rules")
            .unwrap_or("")
            .parse()
            .map_err(|e| UsageError(format!("--rules: {e}")))
    }

    pub fn number(&self, name: &str) -> Result<Option<u64>, UsageError> {
        self.value(name)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| UsageError(format!("--{name} must be a whole number, not '{v}'")))
            })
            .transpose()
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

pub fn level(args: &Args, name: &str) -> Result<dhayam::dhayam::ai::Level, UsageError> {
    args.value(name)
        .ok_or_else(|| UsageError(format!("arena needs --{name} LEVEL")))?
        .parse()
        .map_err(|e| UsageError(format!("--{name}: {e}")))
}
