//! `dhayam-cli makruk train`: the learned evaluation from datagen's games or positions
//! (`src/makruk/ai/nnue/train.rs`). Prints the training and validation loss per epoch,
//! writes the quantised network to `--out` and a checkpoint after each epoch; a run whose
//! checkpoint exists goes on from it. A new run starts from random weights, or from a
//! network's (`--from`).

use std::process::ExitCode;
use std::time::Instant;

use dhayam::makruk::ai::nnue::KhunBuckets;
use dhayam::makruk::ai::nnue::data;
use dhayam::makruk::ai::nnue::file;
use dhayam::makruk::ai::nnue::games;
use dhayam::makruk::ai::nnue::train::{self, FloatNet, Options, Trainer};

use crate::cli::MakrukTrainArgs;

pub fn run(a: MakrukTrainArgs) -> Result<ExitCode, String> {
    let mut records = Vec::new();
    for path in &a.data {
        let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if games::is_games(&bytes) {
            // Games are replayed into their positions' records.
            let (games, _) = games::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            for game in &games {
                records.extend(game.samples().iter().flat_map(|s| s.encode()));
            }
        } else {
            records.extend_from_slice(
                data::records(&bytes).map_err(|e| format!("{}: {e}", path.display()))?,
            );
        }
    }
    let n = records.len() / data::RECORD;
    if n < 2 {
        return Err("train: fewer than two positions".into());
    }
    // The last share of the records (the last games played) is held out.
    let held = ((n as f64 * a.validation.clamp(0.0, 0.5)) as usize).max(1);
    let mut train: Vec<u32> = (0..(n - held) as u32).collect();
    let validation: Vec<u32> = ((n - held) as u32..n as u32).collect();
    if a.mirror {
        let mirrored: Vec<u32> = train.iter().map(|&i| i | train::MIRROR).collect();
        train.extend(mirrored);
    }
    let o = Options {
        epochs: a.epochs,
        batch: a.batch.max(1),
        lr: a.lr,
        lr_step: a.lr_step.max(1),
        lambda: a.lambda.clamp(0.0, 1.0),
        threads: a.threads.clamp(1, 64),
        seed: a.seed,
    };
    let start = match &a.from {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let net = file::read(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            Some(FloatNet::from_network(&net))
        }
        None => None,
    };
    let buckets = match &start {
        Some(net) => net.buckets,
        None => KhunBuckets::named(&a.buckets).ok_or_else(|| {
            format!(
                "train: no layout of the inputs is called {:?}; there are {}",
                a.buckets,
                KhunBuckets::NAMES.join(", ")
            )
        })?,
    };
    let mut trainer = match Trainer::load(&a.checkpoint) {
        Ok(t) if t.net.buckets != buckets => {
            return Err(format!(
                "{}: the checkpoint's inputs have another layout than {}",
                a.checkpoint.display(),
                match &a.from {
                    Some(path) => format!("{}'s", path.display()),
                    None => format!("--buckets {}", a.buckets),
                }
            ));
        }
        Ok(t) => {
            println!(
                "resuming from {} after epoch {}",
                a.checkpoint.display(),
                t.epoch
            );
            t
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Trainer::new(start.unwrap_or_else(|| FloatNet::random(a.seed, buckets)))
        }
        Err(e) => return Err(format!("{}: {e}", a.checkpoint.display())),
    };
    if let Some(path) = a.from.as_ref().filter(|_| trainer.epoch == 0) {
        println!("starting from {}", path.display());
    }
    let layout = KhunBuckets::NAMES
        .into_iter()
        .find(|name| KhunBuckets::named(name) == Some(buckets))
        .unwrap_or("of its own");
    println!(
        "{} positions: {} training{}, {} validation; inputs {}, λ {}, batch {}, lr {}",
        n,
        train.len(),
        if a.mirror {
            " (half of them mirrored)"
        } else {
            ""
        },
        validation.len(),
        layout,
        o.lambda,
        o.batch,
        o.lr
    );
    println!(
        "epoch {:>2}: validation {:.6}",
        trainer.epoch,
        trainer.loss(&records, &validation, o.lambda)
    );
    while trainer.epoch < o.epochs {
        let clock = Instant::now();
        let loss = trainer.epoch(&records, &mut train, &o);
        let val = trainer.loss(&records, &validation, o.lambda);
        let net = trainer.net.quantise();
        // What the engine would refuse is not written: the run stops, its last checkpoint kept.
        file::fits_i16(&net).map_err(|e| {
            format!(
                "epoch {}: {e}; not written (a lower --lr may keep the weights smaller)",
                trainer.epoch
            )
        })?;
        std::fs::write(&a.out, file::write(&net))
            .map_err(|e| format!("{}: {e}", a.out.display()))?;
        trainer
            .save(&a.checkpoint)
            .map_err(|e| format!("{}: {e}", a.checkpoint.display()))?;
        println!(
            "epoch {:>2}: training {loss:.6}, validation {val:.6}, {:.0} s",
            trainer.epoch,
            clock.elapsed().as_secs_f64()
        );
    }
    Ok(ExitCode::SUCCESS)
}
