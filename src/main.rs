//! The `dominoes` command line (see `dominoes help` and the README's "Command line").
//!
//! The commands live in `cli/`; this file only wires the process to them: arguments in,
//! output on stdout, a one-line error on stderr with exit code 2. The command line is a
//! native tool: built for WebAssembly (as `cargo clippy --all-targets` does) it is empty.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let mut args = Vec::new();
    for arg in std::env::args_os().skip(1) {
        match arg.into_string() {
            Ok(text) => args.push(text),
            Err(raw) => {
                eprintln!("dominoes: argument {raw:?} is not valid UTF-8");
                std::process::exit(2);
            }
        }
    }
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let result = cli::run(&args, &mut stdin.lock(), &mut stdout.lock());
    if let Err(e) = result {
        eprintln!("dominoes: {e}");
        std::process::exit(2);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
