/**
 * Invented demo people (reviewers, demo customers, book authors). First and last names are mixed
 * from the regions the shop sells to, so lists and reviews look like a real, varied audience.
 * Latin script everywhere: a name is not translated when the interface language changes.
 */
export const PERSON_NAMES: string[] = [
  'Emma Collins', 'Liam Parker', 'Olivia Bennett', 'Noah Turner', 'Ava Mitchell', 'Ethan Brooks',
  'Sophia Reed', 'Mason Hayes', 'Grace Whitaker', 'Daniel Foster', 'Chloe Harper', 'Jack Sullivan',
  'Camille Laurent', 'Hugo Moreau', 'Léa Fontaine', 'Louis Girard', 'Manon Rousseau', 'Théo Lambert',
  'Chloé Mercier', 'Antoine Dubois', 'Inès Garnier', 'Julien Faure', 'Margaux Chevalier', 'Élise Perrin',
  'Layla Haddad', 'Omar Khalil', 'Yasmin Nasser', 'Karim Mansour', 'Nour Aziz', 'Youssef Saleh',
  'Rania Farouk', 'Tariq Hamdan', 'Salma Bakri', 'Hassan Qasim', 'Mariam Odeh', 'Ziad Rahman',
  'Zeynep Yılmaz', 'Emre Demir', 'Elif Şahin', 'Mehmet Çelik', 'Ayşe Kaya', 'Burak Öztürk',
  'Selin Aydın', 'Can Arslan', 'Defne Güneş', 'Oğuz Koç', 'İrem Polat', 'Kerem Doğan',
  'Aarav Sharma', 'Priya Patel', 'Rohan Mehta', 'Ananya Iyer', 'Vikram Singh', 'Kavya Nair',
  'Arjun Reddy', 'Ishita Verma', 'Siddharth Rao', 'Meera Kapoor', 'Aditya Joshi', 'Diya Menon',
  'Amara Okafor', 'Kwame Mensah', 'Sofia Rossi', 'Mateo García', 'Lucía Fernández', 'Hana Suzuki',
  'Kenji Tanaka', 'Mei Lin', 'Anya Petrova', 'Lars Eriksen', 'Ingrid Nilsson', 'Tomás Silva',
];
