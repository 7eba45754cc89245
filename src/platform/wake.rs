//! How a job wakes the window once its answer can be polled: the window passes its
//! `request_repaint`, since it does not repaint while idle. Both the job (`crate::job`)
//! and the platform's work (`platform::work`, which on the web runs a job later on the
//! window's own thread and wakes it then) name it, so it sits below both.

use std::sync::Arc;

/// Called once a job's answer can be polled.
pub type Wake = Arc<dyn Fn() + Send + Sync>;
