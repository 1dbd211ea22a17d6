/**
 * The demo catalogue's vocabulary. Modules: 1 grocery, 2 food, 3 pharmacy, 4 ecommerce, 5 parcel.
 * Categories are `Parent: Child, Child` trees per module; item templates are `name|min price|max price`
 * per leaf category (prices in BDT).
 */

export const MODULES = [
  {
    id: 1,
    type: 'grocery',
    name: 'Grocery',
    description: 'Fresh produce, dairy, bakery and daily needs delivered fast.',
  },
  { id: 2, type: 'food', name: 'Food', description: 'Meals from the best restaurants around you.' },
  {
    id: 3,
    type: 'pharmacy',
    name: 'Pharmacy',
    description: 'Medicine, baby care and wellness from licensed pharmacies.',
  },
  { id: 4, type: 'ecommerce', name: 'Shop', description: 'Fashion, electronics, home and more.' },
  { id: 5, type: 'parcel', name: 'Parcel', description: 'Send parcels anywhere in the city.' },
] as const;

export const CATEGORY_TREES: Record<number, Record<string, string[]>> = {
  1: {
    'Fruits & Vegetables': ['Fresh Fruits', 'Fresh Vegetables', 'Herbs & Greens'],
    Milks: ['Liquid Milk', 'Yogurt', 'Cheese & Butter'],
    'Bread & Juice': ['Bread & Bakery', 'Juices'],
    Drinks: ['Soft Drinks', 'Tea & Coffee', 'Water'],
    Beauty: ['Skin Care', 'Hair Care'],
    'Meat & Fish': ['Chicken', 'Beef & Mutton', 'Fish & Seafood'],
    Snacks: ['Chips & Crisps', 'Biscuits', 'Chocolates'],
    Household: ['Cleaning', 'Laundry'],
  },
  2: {
    Burgers: ['Beef Burgers', 'Chicken Burgers'],
    Pizza: ['Classic Pizza', 'Specialty Pizza'],
    'Biryani & Rice': ['Kacchi', 'Tehari & Polao'],
    Chinese: ['Noodles', 'Fried Rice', 'Soups'],
    Japanese: ['Sushi', 'Ramen'],
    'Kebab & Grill': ['Kebab', 'Grill'],
    'Salads & Bowls': ['Salads', 'Bowls'],
    Desserts: ['Cakes', 'Ice Cream'],
    Beverages: ['Shakes', 'Hot Drinks'],
    Breakfast: ['Paratha & Eggs', 'Pancakes'],
    Mexican: ['Tacos', 'Burritos'],
  },
  3: {
    Medicine: ['Pain Relief', 'Cold & Flu', 'Antibiotics', 'Digestive Health'],
    'Baby Care': ['Diapers', 'Baby Food'],
    'Womans Care': ['Feminine Hygiene', 'Women Supplements'],
    Mens: ['Shaving', 'Men Supplements'],
    'Vitamins & Supplements': ['Multivitamins', 'Minerals'],
    'Personal Care': ['Oral Care', 'Body Care'],
    'Medical Devices': ['Monitors', 'First Aid'],
  },
  4: {
    Fashion: ["Men's Clothing", "Women's Clothing", 'Shoes'],
    Electronics: ['Phones & Tablets', 'Audio', 'Accessories'],
    'Home & Living': ['Kitchen', 'Decor'],
    'Sports & Outdoors': ['Fitness', 'Outdoor'],
    'Kids & Toys': ['Toys', 'Kids Wear'],
    Books: ['Fiction', 'Non-fiction'],
    'Beauty & Personal Care': ['Makeup', 'Fragrance'],
  },
};

export const ITEM_TEMPLATES: Record<string, string[]> = {
  // grocery
  'Fresh Fruits': [
    'Red Apples|220|320',
    'Bananas (Sagar)|60|90',
    'Mango (Himsagar)|180|260',
    'Green Grapes|280|380',
    'Oranges|190|260',
    'Pomegranate|300|420',
    'Guava|70|110',
    'Pineapple|60|100',
  ],
  'Fresh Vegetables': [
    'Potatoes|35|55',
    'Red Onions|60|90',
    'Tomatoes|50|90',
    'Carrots|60|80',
    'Cauliflower|40|70',
    'Green Chillies|20|40',
    'Cucumber|40|60',
    'Brinjal|50|70',
  ],
  'Herbs & Greens': [
    'Coriander Leaves|15|25',
    'Mint Leaves|15|25',
    'Spinach|25|40',
    'Red Amaranth|20|35',
    'Lettuce|60|90',
  ],
  'Liquid Milk': ['Full Cream Milk|90|110', 'Low Fat Milk|95|115', 'Chocolate Milk|45|60', 'Lactose Free Milk|160|190'],
  Yogurt: [
    'Sweet Yogurt (Mishti Doi)|120|160',
    'Plain Yogurt|90|120',
    'Greek Yogurt|220|280',
    'Strawberry Yogurt|60|80',
  ],
  'Cheese & Butter': [
    'Cheddar Cheese|420|520',
    'Mozzarella Cheese|480|560',
    'Salted Butter|280|340',
    'Cream Cheese|380|450',
  ],
  'Bread & Bakery': [
    'Sandwich Bread|60|80',
    'Whole Wheat Bread|80|100',
    'Butter Croissant|70|95',
    'Burger Buns|60|80',
    'Dry Cake|120|160',
  ],
  Juices: ['Orange Juice|180|220', 'Mango Juice|150|190', 'Apple Juice|200|240', 'Mixed Fruit Juice|170|210'],
  'Soft Drinks': ['Cola|40|60', 'Lemon Soda|40|60', 'Ginger Ale|70|90', 'Energy Drink|90|130'],
  'Tea & Coffee': [
    'Black Tea Leaves|180|240',
    'Green Tea Bags|220|280',
    'Instant Coffee|380|480',
    'Ground Coffee|650|800',
  ],
  Water: ['Mineral Water 1.5L|25|35', 'Mineral Water 500ml|15|20', 'Sparkling Water|120|160'],
  'Skin Care': [
    'Aloe Vera Gel|250|320',
    'Face Wash|220|300',
    'Moisturising Lotion|320|420',
    'Sunscreen SPF 50|550|700',
  ],
  'Hair Care': ['Herbal Shampoo|280|360', 'Hair Conditioner|300|380', 'Coconut Hair Oil|180|240'],
  Chicken: [
    'Whole Chicken|320|380',
    'Chicken Breast Boneless|450|520',
    'Chicken Drumsticks|380|440',
    'Chicken Wings|340|400',
  ],
  'Beef & Mutton': ['Beef Bone-in|750|800', 'Beef Boneless|850|950', 'Mutton|1100|1250', 'Beef Mince|800|900'],
  'Fish & Seafood': ['Hilsa Fish|1200|1600', 'Rui Fish|380|450', 'Tiger Prawns|900|1100', 'Pomfret|800|1000'],
  'Chips & Crisps': ['Potato Chips Salted|40|60', 'Masala Chips|40|60', 'Tortilla Chips|180|240', 'Cheese Puffs|50|70'],
  Biscuits: [
    'Butter Cookies|150|200',
    'Digestive Biscuits|120|160',
    'Cream Crackers|60|90',
    'Chocolate Chip Cookies|180|240',
  ],
  Chocolates: ['Milk Chocolate Bar|120|160', 'Dark Chocolate 70%|280|350', 'Hazelnut Wafers|90|130'],
  Cleaning: ['Dishwashing Liquid|140|190', 'Floor Cleaner|220|280', 'Glass Cleaner|180|230', 'Toilet Cleaner|150|190'],
  Laundry: ['Detergent Powder 1kg|180|230', 'Liquid Detergent|420|520', 'Fabric Softener|320|400'],
  // food
  'Beef Burgers': [
    'Classic Beef Burger|280|350',
    'Double Cheese Burger|380|460',
    'Smoky BBQ Burger|350|420',
    'Mushroom Swiss Burger|390|450',
    'Beef Bacon Burger|420|490',
  ],
  'Chicken Burgers': [
    'Crispy Chicken Burger|250|300',
    'Spicy Zinger Burger|270|330',
    'Grilled Chicken Burger|290|340',
    'Chicken Cheese Melt|300|360',
  ],
  'Classic Pizza': [
    'Margherita Pizza|550|650',
    'Pepperoni Pizza|700|820',
    'Chicken BBQ Pizza|720|850',
    'Four Cheese Pizza|780|900',
  ],
  'Specialty Pizza': [
    'Naga Chicken Pizza|760|880',
    'Beef Kala Bhuna Pizza|820|950',
    'Seafood Supreme Pizza|900|1050',
    'Veggie Garden Pizza|600|720',
  ],
  Kacchi: ['Mutton Kacchi Biryani|420|520', 'Chicken Kacchi Biryani|320|380', 'Special Kacchi Platter|650|780'],
  'Tehari & Polao': ['Beef Tehari|220|280', 'Morog Polao|300|360', 'Chicken Tehari|200|250', 'Plain Polao|120|150'],
  Noodles: [
    'Chicken Chow Mein|280|340',
    'Beef Chilli Noodles|320|380',
    'Vegetable Hakka Noodles|220|260',
    'Prawn Noodles|360|420',
  ],
  'Fried Rice': [
    'Egg Fried Rice|200|240',
    'Chicken Fried Rice|240|290',
    'Mixed Fried Rice|300|360',
    'Thai Fried Rice|280|330',
  ],
  Soups: ['Thai Soup|260|320', 'Hot and Sour Soup|240|290', 'Corn Soup|200|250'],
  Sushi: ['Salmon Nigiri|450|550', 'California Roll|520|620', 'Tuna Maki|480|560', 'Dragon Roll|680|780'],
  Ramen: ['Chicken Shoyu Ramen|520|600', 'Spicy Miso Ramen|560|640', 'Tonkotsu Ramen|620|700'],
  Kebab: [
    'Beef Shami Kebab|180|220',
    'Chicken Reshmi Kebab|260|320',
    'Mutton Seekh Kebab|320|380',
    'Chicken Tikka|280|330',
  ],
  Grill: [
    'Grilled Chicken Quarter|280|330',
    'Grilled Chicken Half|480|560',
    'BBQ Beef Ribs|850|980',
    'Grilled Fish|520|620',
  ],
  Salads: ['Caesar Salad|320|380', 'Greek Salad|300|360', 'Chicken Garden Salad|340|400', 'Fruit Salad|220|280'],
  Bowls: ['Chicken Rice Bowl|320|380', 'Teriyaki Beef Bowl|420|480', 'Quinoa Veggie Bowl|380|440'],
  Cakes: [
    'Chocolate Fudge Cake Slice|220|280',
    'Red Velvet Slice|240|300',
    'Cheesecake Slice|320|380',
    'Black Forest Slice|200|250',
  ],
  'Ice Cream': [
    'Vanilla Sundae|180|220',
    'Chocolate Brownie Sundae|260|320',
    'Mango Kulfi|120|150',
    'Gelato Cup|220|280',
  ],
  Shakes: ['Chocolate Shake|220|260', 'Oreo Shake|240|290', 'Strawberry Shake|220|260', 'Mango Lassi|150|190'],
  'Hot Drinks': ['Masala Chai|50|80', 'Cappuccino|220|280', 'Cafe Latte|220|280', 'Hot Chocolate|240|290'],
  'Paratha & Eggs': [
    'Paratha with Egg|90|120',
    'Aloo Paratha|80|110',
    'Beef Nihari with Naan|320|380',
    'Dal Bhaji with Paratha|100|130',
  ],
  Pancakes: ['Classic Pancakes|280|340', 'Nutella Pancakes|340|400', 'Blueberry Pancakes|360|420'],
  Tacos: ['Chicken Tacos|320|380', 'Beef Tacos|360|420', 'Fish Tacos|380|440'],
  Burritos: ['Chicken Burrito|380|440', 'Beef Burrito|420|480', 'Veggie Burrito|320|380'],
  // pharmacy
  'Pain Relief': [
    'Paracetamol 500mg (10 tabs)|12|15',
    'Ibuprofen 400mg (10 tabs)|30|40',
    'Pain Relief Gel 30g|150|190',
    'Aspirin 75mg (30 tabs)|45|60',
  ],
  'Cold & Flu': [
    'Cough Syrup 100ml|85|110',
    'Antihistamine 10mg (10 tabs)|30|45',
    'Nasal Spray|180|240',
    'Throat Lozenges|60|80',
  ],
  Antibiotics: [
    'Amoxicillin 500mg (capsules)|120|160',
    'Azithromycin 500mg (3 tabs)|105|135',
    'Cefixime 200mg (6 caps)|210|260',
    'Ciprofloxacin 500mg (10 tabs)|150|180',
  ],
  'Digestive Health': [
    'Antacid Suspension 200ml|110|140',
    'Oral Rehydration Salts|6|8',
    'Omeprazole 20mg (14 caps)|70|98',
    'Probiotic Capsules|350|420',
  ],
  Diapers: [
    'Baby Diapers S (40 pcs)|850|950',
    'Baby Diapers M (36 pcs)|900|1000',
    'Baby Wipes (80 pcs)|220|280',
    'Diaper Rash Cream|280|340',
  ],
  'Baby Food': ['Infant Formula Stage 1|950|1150', 'Rice Cereal for Babies|420|500', 'Baby Fruit Puree|180|240'],
  'Feminine Hygiene': [
    'Sanitary Pads (10 pcs)|140|180',
    'Panty Liners (20 pcs)|120|160',
    'Intimate Wash 200ml|320|380',
  ],
  'Women Supplements': [
    'Iron and Folic Acid (30 tabs)|180|240',
    'Calcium + Vitamin D3 (30 tabs)|280|340',
    'Evening Primrose Oil|620|740',
  ],
  Shaving: ['Shaving Foam 200ml|350|420', 'Disposable Razors (5 pcs)|220|280', 'Aftershave Balm|420|520'],
  'Men Supplements': ['Zinc 20mg (30 tabs)|150|200', 'Omega-3 Fish Oil|650|780', 'Men Multivitamin|720|850'],
  Multivitamins: [
    'Daily Multivitamin (30 tabs)|450|550',
    'Kids Multivitamin Syrup|220|280',
    'Vitamin C 500mg (30 tabs)|180|220',
    'Vitamin B Complex|120|160',
  ],
  Minerals: ['Magnesium 250mg|420|500', 'Calcium 500mg|220|280', 'Iron Syrup 200ml|150|190'],
  'Oral Care': [
    'Herbal Toothpaste|120|160',
    'Sensitive Toothpaste|220|280',
    'Mouthwash 250ml|280|340',
    'Soft Toothbrush|70|100',
  ],
  'Body Care': ['Antiseptic Liquid 500ml|280|340', 'Hand Sanitizer 250ml|180|220', 'Petroleum Jelly|120|160'],
  Monitors: [
    'Digital Thermometer|320|420',
    'Blood Pressure Monitor|2800|3500',
    'Pulse Oximeter|1400|1800',
    'Glucometer Kit|1600|2100',
  ],
  'First Aid': [
    'Adhesive Bandages (100 pcs)|180|240',
    'Cotton Roll 100g|70|90',
    'Crepe Bandage|120|160',
    'Surgical Masks (50 pcs)|250|320',
  ],
  // ecommerce
  "Men's Clothing": [
    'Cotton Polo Shirt|850|1200',
    'Slim Fit Jeans|1600|2200',
    'Casual Panjabi|1800|2600',
    'Hooded Sweatshirt|1500|2000',
    'Formal Shirt|1400|1900',
  ],
  "Women's Clothing": [
    'Printed Kurti|1200|1700',
    'Cotton Saree|2200|3500',
    'Maxi Dress|1800|2500',
    'Denim Jacket|2400|3200',
    'Palazzo Pants|900|1300',
  ],
  Shoes: ['Running Sneakers|2800|3800', 'Leather Loafers|3200|4200', 'Canvas Shoes|1500|2100', 'Flip Flops|350|550'],
  'Phones & Tablets': ['Smartphone 6.5" 128GB|18500|24000', 'Tablet 10" 64GB|16000|22000', 'Feature Phone|1800|2500'],
  Audio: [
    'Wireless Earbuds|2200|3500',
    'Over-Ear Headphones|3500|5200',
    'Bluetooth Speaker|2500|3800',
    'Wired Earphones|400|700',
  ],
  Accessories: [
    'Power Bank 10000mAh|1400|1900',
    'Fast Charger 25W|900|1300',
    'USB-C Cable 1m|300|450',
    'Phone Case|350|600',
    'Smart Watch|3500|5500',
  ],
  Kitchen: [
    'Non-stick Frying Pan|1400|1900',
    'Stainless Steel Pot Set|3200|4200',
    'Electric Kettle|1800|2400',
    'Knife Set|1200|1700',
    'Rice Cooker|3200|4000',
  ],
  Decor: ['Scented Candle Set|650|900', 'Wall Clock|900|1400', 'Table Lamp|1500|2200', 'Cushion Cover Set|700|1000'],
  Fitness: ['Yoga Mat|900|1300', 'Adjustable Dumbbells|3800|5200', 'Skipping Rope|250|400', 'Resistance Bands|600|900'],
  Outdoor: ['Camping Tent 2-Person|4500|6000', 'Water Bottle 1L|450|700', 'Cricket Bat|2200|3200', 'Football|900|1400'],
  Toys: [
    'Building Blocks Set|1200|1800',
    'Remote Control Car|1800|2600',
    'Plush Teddy Bear|600|900',
    'Puzzle 500 Pieces|700|1000',
  ],
  'Kids Wear': ['Kids Cotton T-shirt|350|550', 'Kids Denim Shorts|550|800', 'Kids Party Dress|1200|1800'],
  Fiction: [
    'The Silent River (Novel)|450|650',
    'Midnight in Dhaka (Thriller)|380|520',
    'Tales of the Bay (Stories)|320|450',
  ],
  'Non-fiction': ['Cooking with Spices|650|900', 'A Short History of Bengal|550|750', 'Habits That Stick|480|650'],
  Makeup: ['Matte Lipstick|650|950', 'Liquid Foundation|1200|1600', 'Kajal Eyeliner|250|400', 'Compact Powder|550|800'],
  Fragrance: ['Eau de Parfum 50ml|2800|4200', 'Body Mist|650|950', 'Attar Oudh 6ml|700|1100'],
};

/** Brands with the leaf categories their items come from. */
export const BRANDS: { module_id: number; name: string; categories: string[] }[] = [
  { module_id: 1, name: 'Farm Fresh', categories: ['Liquid Milk', 'Yogurt', 'Cheese & Butter'] },
  { module_id: 1, name: 'Golden Harvest', categories: ['Bread & Bakery', 'Biscuits', 'Chips & Crisps'] },
  { module_id: 1, name: 'Pure Leaf Tea Co.', categories: ['Tea & Coffee'] },
  { module_id: 1, name: 'Sparkle Home', categories: ['Cleaning', 'Laundry'] },
  { module_id: 1, name: 'Bloom Naturals', categories: ['Skin Care', 'Hair Care'] },
  { module_id: 1, name: 'Sunny Orchards', categories: ['Juices', 'Soft Drinks', 'Water'] },
  { module_id: 4, name: 'Urban Weave', categories: ["Men's Clothing", "Women's Clothing", 'Kids Wear'] },
  { module_id: 4, name: 'Stride', categories: ['Shoes', 'Fitness', 'Outdoor'] },
  { module_id: 4, name: 'Voltix', categories: ['Phones & Tablets', 'Audio', 'Accessories'] },
  { module_id: 4, name: 'HomeNest', categories: ['Kitchen', 'Decor'] },
  { module_id: 4, name: 'PlayJoy', categories: ['Toys'] },
  { module_id: 4, name: 'Lumière', categories: ['Makeup', 'Fragrance'] },
  { module_id: 4, name: 'Inkwell Press', categories: ['Fiction', 'Non-fiction'] },
];

/** Stores per module with the leaf categories they sell. */
export const STORES: { module_id: number; name: string; categories: string[] }[] = [
  // food
  { module_id: 2, name: 'Burger Barn', categories: ['Beef Burgers', 'Chicken Burgers', 'Shakes', 'Ice Cream'] },
  { module_id: 2, name: 'Pizza Piazza', categories: ['Classic Pizza', 'Specialty Pizza', 'Salads', 'Shakes'] },
  { module_id: 2, name: 'Kacchi Bhai House', categories: ['Kacchi', 'Tehari & Polao', 'Kebab', 'Hot Drinks'] },
  { module_id: 2, name: 'Dragon Wok', categories: ['Noodles', 'Fried Rice', 'Soups'] },
  { module_id: 2, name: 'Sushi Sora', categories: ['Sushi', 'Ramen', 'Bowls'] },
  { module_id: 2, name: 'Kebab Corner', categories: ['Kebab', 'Grill', 'Paratha & Eggs'] },
  { module_id: 2, name: 'Green Bowl Salads', categories: ['Salads', 'Bowls', 'Shakes'] },
  { module_id: 2, name: 'Sweet Tooth Desserts', categories: ['Cakes', 'Ice Cream', 'Hot Drinks', 'Shakes'] },
  { module_id: 2, name: 'Chai & Paratha', categories: ['Paratha & Eggs', 'Hot Drinks', 'Pancakes'] },
  { module_id: 2, name: 'Tandoori Nights', categories: ['Grill', 'Kebab', 'Kacchi', 'Tehari & Polao'] },
  { module_id: 2, name: 'Taco Fiesta', categories: ['Tacos', 'Burritos', 'Shakes'] },
  { module_id: 2, name: 'Noodle Street', categories: ['Noodles', 'Ramen', 'Soups', 'Fried Rice'] },
  { module_id: 2, name: 'The Breakfast Club', categories: ['Pancakes', 'Paratha & Eggs', 'Hot Drinks', 'Cakes'] },
  { module_id: 2, name: 'Spice Route Grill', categories: ['Grill', 'Beef Burgers', 'Chicken Burgers', 'Salads'] },
  // grocery
  {
    module_id: 1,
    name: 'Fresh Basket',
    categories: ['Fresh Fruits', 'Fresh Vegetables', 'Herbs & Greens', 'Liquid Milk'],
  },
  {
    module_id: 1,
    name: 'Daily Mart',
    categories: ['Bread & Bakery', 'Liquid Milk', 'Soft Drinks', 'Chips & Crisps', 'Cleaning'],
  },
  {
    module_id: 1,
    name: 'Green Valley Organics',
    categories: ['Fresh Fruits', 'Fresh Vegetables', 'Herbs & Greens', 'Yogurt'],
  },
  { module_id: 1, name: 'Corner Grocer', categories: ['Biscuits', 'Chocolates', 'Water', 'Tea & Coffee', 'Laundry'] },
  {
    module_id: 1,
    name: 'Family Supershop',
    categories: ['Chicken', 'Beef & Mutton', 'Fish & Seafood', 'Cheese & Butter', 'Juices'],
  },
  { module_id: 1, name: 'Farm Fresh Market', categories: ['Chicken', 'Fish & Seafood', 'Fresh Vegetables', 'Yogurt'] },
  {
    module_id: 1,
    name: 'Urban Pantry',
    categories: ['Tea & Coffee', 'Juices', 'Cheese & Butter', 'Bread & Bakery', 'Chocolates'],
  },
  { module_id: 1, name: 'Harvest Hub', categories: ['Fresh Fruits', 'Juices', 'Skin Care', 'Hair Care'] },
  {
    module_id: 1,
    name: 'Bazaar Fresh',
    categories: ['Beef & Mutton', 'Fresh Vegetables', 'Soft Drinks', 'Chips & Crisps'],
  },
  {
    module_id: 1,
    name: 'Quick Mart',
    categories: ['Water', 'Soft Drinks', 'Biscuits', 'Cleaning', 'Laundry', 'Skin Care'],
  },
  // pharmacy
  { module_id: 3, name: 'CarePlus Pharmacy', categories: ['Pain Relief', 'Cold & Flu', 'Antibiotics', 'First Aid'] },
  {
    module_id: 3,
    name: 'HealthFirst Pharma',
    categories: ['Antibiotics', 'Digestive Health', 'Multivitamins', 'Monitors'],
  },
  { module_id: 3, name: 'City Drug House', categories: ['Pain Relief', 'Cold & Flu', 'Digestive Health', 'Oral Care'] },
  {
    module_id: 3,
    name: 'Wellness Corner',
    categories: ['Multivitamins', 'Minerals', 'Women Supplements', 'Men Supplements'],
  },
  { module_id: 3, name: 'MediCare Point', categories: ['Diapers', 'Baby Food', 'Feminine Hygiene', 'Body Care'] },
  { module_id: 3, name: 'Lifeline Pharmacy', categories: ['Antibiotics', 'Pain Relief', 'Monitors', 'First Aid'] },
  { module_id: 3, name: 'Green Cross Chemist', categories: ['Oral Care', 'Body Care', 'Shaving', 'Cold & Flu'] },
  {
    module_id: 3,
    name: 'Family Health Pharmacy',
    categories: ['Baby Food', 'Diapers', 'Multivitamins', 'Digestive Health'],
  },
  // ecommerce
  { module_id: 4, name: 'Style Street', categories: ["Men's Clothing", "Women's Clothing", 'Shoes'] },
  { module_id: 4, name: 'Gadget Galaxy', categories: ['Phones & Tablets', 'Audio', 'Accessories'] },
  { module_id: 4, name: 'Home & Hearth', categories: ['Kitchen', 'Decor'] },
  { module_id: 4, name: 'Sportify', categories: ['Fitness', 'Outdoor', 'Shoes'] },
  { module_id: 4, name: 'Little Steps Kids', categories: ['Toys', 'Kids Wear'] },
  { module_id: 4, name: 'Book Nook', categories: ['Fiction', 'Non-fiction'] },
  { module_id: 4, name: 'Urban Threads', categories: ["Men's Clothing", "Women's Clothing", 'Kids Wear'] },
  { module_id: 4, name: 'Tech Haven', categories: ['Audio', 'Accessories', 'Phones & Tablets'] },
  { module_id: 4, name: 'Kitchen Craft', categories: ['Kitchen', 'Decor'] },
  { module_id: 4, name: 'Glow Beauty Store', categories: ['Makeup', 'Fragrance'] },
];

export const FOOD_ADD_ONS = [
  'Extra Cheese|40',
  'French Fries|90',
  'Coleslaw|60',
  'Garlic Dip|30',
  'Soft Drink Can|50',
  'Extra Sauce|20',
  'Fried Egg|25',
  'Jalapeños|35',
];

export const STREETS = [
  'Road 11',
  'Road 27',
  'Road 45',
  'Road 90',
  'Avenue 3',
  'Lake Road',
  'Kemal Ataturk Avenue',
  'Satmasjid Road',
  'Sector Road',
  'Park Road',
  'Mirpur Road',
  'Gareeb-e-Nawaz Avenue',
];

export const ADJECTIVES = ['Fresh', 'Classic', 'Premium', 'Homestyle', 'Signature', 'Golden', 'Everyday'];

/** Pharmacy leaves whose items need a prescription. */
export const PRESCRIPTION_CATEGORIES = new Set(['Antibiotics']);
/** Grocery leaves whose items are organic. */
export const ORGANIC_CATEGORIES = new Set(['Fresh Fruits', 'Fresh Vegetables', 'Herbs & Greens']);
/** Leaves whose items carry a halal tag. */
export const HALAL_CATEGORIES = new Set([
  'Chicken',
  'Beef & Mutton',
  'Kacchi',
  'Tehari & Polao',
  'Kebab',
  'Grill',
  'Beef Burgers',
  'Chicken Burgers',
]);
/** Food leaves that are vegetarian. */
export const VEG_CATEGORIES = new Set(['Salads', 'Cakes', 'Ice Cream', 'Shakes', 'Hot Drinks', 'Pancakes']);
/** Leaves whose items sell by weight (older variation shape: Weight). */
export const WEIGHT_CATEGORIES = new Set([
  'Fresh Fruits',
  'Fresh Vegetables',
  'Chicken',
  'Beef & Mutton',
  'Fish & Seafood',
]);
/** Leaves whose items come in colours and sizes (older variation shape: Color × Size). */
export const APPAREL_CATEGORIES = new Set(["Men's Clothing", "Women's Clothing", 'Shoes', 'Kids Wear']);
