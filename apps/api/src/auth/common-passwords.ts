/**
 * The most common leaked passwords of 8+ characters (lowercased). Short list on purpose: it
 * stops the passwords attackers try first without shipping a large file.
 */
export const COMMON_PASSWORDS = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd",
  "p@ssword", "12345678", "123456789", "1234567890", "12341234", "11111111", "00000000",
  "88888888", "87654321", "123123123", "1q2w3e4r", "1q2w3e4r5t", "qwertyui", "qwertyuiop",
  "qwerty123", "qwerty12", "1qaz2wsx", "zaq12wsx", "abcd1234", "abc12345", "aa123456",
  "iloveyou", "iloveyou1", "sunshine", "princess", "football", "baseball", "welcome1",
  "welcome123", "whatever", "trustno1", "superman", "starwars", "computer", "michelle",
  "jennifer", "corvette", "mercedes", "liverpool", "chelsea1", "arsenal1", "letmein1",
  "letmein123", "master123", "dragon123", "monkey123", "shadow123", "admin123", "admin1234",
  "administrator", "changeme", "changeme123", "secret123", "q1w2e3r4", "asdfghjk", "asdf1234",
  "zxcvbnm1", "zxcvbnm123", "1234qwer", "qazwsxedc", "charlie1", "michael1", "jordan23",
  "access14", "mustang1", "internet", "samsung1", "google123", "facebook", "killer12",
  "hello123", "freedom1", "summer2024", "summer2025", "summer2026", "winter2025", "spring2026",
  "foodtruck", "foodtrucks", "default1", "test1234", "testtest", "guest123", "user1234",
]);
